// ESLint flat config: TypeScript's recommended rules everywhere, React's hook rules and the
// accessibility rules of jsx-a11y on the app, and the one-way layers of the layout as import rules
// (eslint-plugin-boundaries): routes → components → core, app/server → core, scripts → core,
// functions → core; app/core imports nothing outside itself.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Each layer of the code, by where it lives. */
const LAYERS = [
  { type: "core", pattern: "app/core/**" },
  { type: "server", pattern: "app/server/**" },
  { type: "components", pattern: "app/components/**" },
  { type: "routes", pattern: ["app/routes/**", "app/*.{ts,tsx}"] },
  { type: "generated", pattern: ".generated/**" },
  { type: "functions", pattern: "functions/**" },
  { type: "scripts", pattern: "scripts/**" },
  { type: "tests", pattern: "tests/**" },
  { type: "config", pattern: "*.{ts,js}" },
].map((layer) => ({ ...layer, partialMatch: false }));

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
/** Who may import whom; anything not allowed here fails lint. */
const POLICIES = [
  { from: { element: { type: "core" } }, allow: to("core") },
  { from: { element: { type: "server" } }, allow: to("core", "server", "generated") },
  // Components see the loaders' data shapes (types only), never their code.
  { from: { element: { type: "components" } }, allow: to("core", "components", "generated") },
  {
    from: { element: { type: "components" } },
    allow: { ...to("server"), dependency: { kind: "type" } },
  },
  { from: { element: { type: "routes" } }, allow: to("core", "components", "server", "routes", "generated") },
  { from: { element: { type: "functions" } }, allow: to("core", "functions", "generated") },
  { from: { element: { type: "scripts" } }, allow: to("core", "scripts", "generated") },
  {
    from: { element: { type: "tests" } },
    allow: to("core", "components", "server", "scripts", "functions", "tests", "generated"),
  },
  { from: { element: { type: "config" } }, allow: to("core", "scripts", "tests") },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-variants/",
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
  // On-demand code: every dynamic import() and React.lazy in the app goes through
  // app/components/ui/on-demand.tsx (loadOnce, onDemand), which keeps a chunk that fails to
  // download from breaking the page, retries it on the next use and never leaves a rejection
  // unhandled. An import() is allowed only inside the function handed to one of them.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/on-demand.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportExpression:not(CallExpression[callee.name=/^(loadOnce|onDemand)$/] > :function ImportExpression)",
          message:
            "Load code on demand through loadOnce(() => import(...)) or onDemand(() => import(...)) from ~/components/ui/on-demand: a bare import() breaks the page or leaves a rejection when its chunk fails to download.",
        },
        {
          selector: "MemberExpression[object.name='React'][property.name='lazy']",
          message:
            "Use onDemand from ~/components/ui/on-demand: it recovers when the chunk fails to download.",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["lazy"],
              message:
                "Use onDemand from ~/components/ui/on-demand: it recovers when the chunk fails to download.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": LAYERS,
      "boundaries/include": [
        "app/**",
        "scripts/**",
        "functions/**",
        "tests/**",
        ".generated/**",
        "*.{ts,js}",
      ],
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: POLICIES }],
    },
  },
);
