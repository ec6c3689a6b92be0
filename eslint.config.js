// ESLint flat config: TypeScript's recommended rules everywhere, React's hook rules and the
// accessibility rules of jsx-a11y on the app, and the shape of the code as rules
// (eslint-plugin-boundaries and no-restricted-imports):
// - one-way layers: routes → components → core, app/server → core, scripts → backend → core,
//   functions → backend → core; app/core imports nothing outside itself; app/ never imports the
//   backend, scripts/ or functions/;
// - one public entry per subject of app/core and backend (index.ts, or a narrow client.ts or
//   node.ts): nothing outside a subject imports its inner files;
// - one import style: "./name.ts" for a file in the same folder, "#top/…/name.ts" (package.json
//   "imports") for anything else, always with the file's extension;
// - no function longer than 120 lines.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Each layer of the code, by where it lives; a subject is one folder of app/core or backend. */
const LAYERS = [
  { type: "core", pattern: "app/core/*", capture: ["subject"] },
  { type: "server", pattern: "app/server/**" },
  { type: "components", pattern: "app/components/**" },
  { type: "routes", pattern: ["app/routes/**", "app/*.{ts,tsx}"] },
  { type: "generated", pattern: ".generated/**" },
  { type: "backend", pattern: "backend/*", capture: ["subject"] },
  { type: "functions", pattern: "functions/**" },
  { type: "scripts", pattern: "scripts/**" },
  { type: "tests", pattern: "tests/**" },
  { type: "config", pattern: "*.{ts,js}" },
].map((layer) => ({ partialMatch: false, ...layer }));

/** A subject's public entries: everything else in its folder is its own business. */
const ENTRIES = ["index.ts", "client.ts", "node.ts"];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const entryOf = (...types) => ({ to: { element: { types: { anyOf: types }, fileInternalPath: ENTRIES } } });
const sameSubject = { dependency: { relationship: { to: "internal" } } };

/** Who may import whom; anything not allowed here fails lint. */
const POLICIES = [
  // Inside a subject, anything; another subject of the core only through its entry.
  { from: { element: { type: "core" } }, allow: { ...to("core"), ...sameSubject } },
  { from: { element: { type: "core" } }, allow: entryOf("core") },
  { from: { element: { type: "backend" } }, allow: { ...to("backend"), ...sameSubject } },
  { from: { element: { type: "backend" } }, allow: entryOf("core", "backend") },
  { from: { element: { type: "server" } }, allow: entryOf("core") },
  { from: { element: { type: "server" } }, allow: to("server", "generated") },
  // Components see the loaders' data shapes (types only), never their code.
  { from: { element: { type: "components" } }, allow: entryOf("core") },
  { from: { element: { type: "components" } }, allow: to("components", "generated") },
  {
    from: { element: { type: "components" } },
    allow: { ...to("server"), dependency: { kind: "type" } },
  },
  { from: { element: { type: "routes" } }, allow: entryOf("core") },
  { from: { element: { type: "routes" } }, allow: to("components", "server", "routes", "generated") },
  { from: { element: { type: "functions" } }, allow: entryOf("core", "backend") },
  { from: { element: { type: "functions" } }, allow: to("functions", "generated") },
  { from: { element: { type: "scripts" } }, allow: entryOf("core", "backend") },
  { from: { element: { type: "scripts" } }, allow: to("scripts", "generated") },
  { from: { element: { type: "tests" } }, allow: entryOf("core", "backend") },
  {
    from: { element: { type: "tests" } },
    allow: to("components", "server", "routes", "scripts", "functions", "tests", "generated"),
  },
  { from: { element: { type: "config" } }, allow: entryOf("core", "backend") },
  { from: { element: { type: "config" } }, allow: to("scripts", "tests") },
];

/** The one import style, as no-restricted-imports patterns. */
const IMPORT_STYLE = [
  {
    regex: "^\\.\\./",
    message:
      'Import a file of another folder by its alias ("#app/…", "#backend/…", "#scripts/…", "#tests/…"); "./" is for the same folder.',
  },
  {
    regex: "^~",
    message: 'The aliases are package.json\'s "imports": "#app/…", "#backend/…", "#scripts/…", "#tests/…".',
  },
  {
    regex: "^[.#](?!.*\\.(ts|tsx|mjs|js|json|css|svg|xsd)(\\?[a-z]+)?$)",
    message: "Name the file with its extension, as Node and every tool here resolve it.",
  },
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
    // Tests are left out: a `describe` block is a list of cases, not one function's logic.
    files: ["{app,backend,functions,scripts}/**/*.{ts,tsx,js,mjs}"],
    rules: { "max-lines-per-function": ["error", { max: 120, IIFEs: true }] },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: IMPORT_STYLE }] },
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
            "Load code on demand through loadOnce(() => import(...)) or onDemand(() => import(...)) from #app/components/ui/on-demand.tsx: a bare import() breaks the page or leaves a rejection when its chunk fails to download.",
        },
        {
          selector: "MemberExpression[object.name='React'][property.name='lazy']",
          message:
            "Use onDemand from #app/components/ui/on-demand.tsx: it recovers when the chunk fails to download.",
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
                "Use onDemand from #app/components/ui/on-demand.tsx: it recovers when the chunk fails to download.",
            },
          ],
          // Rules of one name replace each other: the import style is repeated here for app/.
          patterns: IMPORT_STYLE,
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
        "backend/**",
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
