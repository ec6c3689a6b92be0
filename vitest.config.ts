import { defineConfig } from "vitest/config";

// Imports resolve through package.json's "imports" ("#app/…", "#generated/…"), as everywhere else.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    testTimeout: 20_000,
    // Test files share one module graph per worker instead of importing unified, Shiki and the
    // content compiler again for each file: 49 s for the suite instead of 88 s on two cores. No
    // test keeps state in a module it shares; mocks, stubbed env and timers are undone after each
    // test, here as well as by the tests themselves, and the suite passes in shuffled order.
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // Decap's Markdown serializer is loaded by Node itself, through the module hooks that resolve
    // its extension-less imports (scripts/content/cms/decap-hooks.mjs), as the content check does.
    server: { deps: { external: [/\/node_modules\/decap-cms-/] } },
  },
});
