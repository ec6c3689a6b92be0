import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { GENERATED_FILES, generatedDir, marketFileOf } from "#app/core/content/index.ts";
import { parseDomain } from "#app/core/locale/index.ts";
import { bareDynamicImports } from "#scripts/build/vite/bare-dynamic-imports.ts";
import { cmsAdminDev } from "#scripts/build/vite/cms-admin-dev.ts";
import { testimonialCaptionsDev } from "#scripts/build/vite/testimonial-captions-dev.ts";
import { specConstantsCss } from "#scripts/build/vite/spec-constants-css.ts";

/**
 * React Router's package exports resolve to its development build everywhere, dev warnings and
 * all (remix-run/react-router#14102). The browser bundle of a production build takes the
 * production files it also ships; every import of it is aliased, so there is still one copy.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url),
    ),
  },
];

/*
 * React Router 7's tooling starts Vite servers of its own (to load react-router.config.ts, and its
 * child compiler) with `envFile: false`, which Vite 8.1+ warns is deprecated: nine warnings per
 * `react-router build`. The config loader's servers take no options of ours, so the option is
 * changed where it is passed: patches/@react-router+dev+7.18.4.patch, applied by patch-package on
 * every install, passes `envDir: false` instead, as React Router itself does from 8.1
 * (remix-run/react-router#15230), which needs Node 22. Drop the patch with the upgrade to 8.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    bareDynamicImports(),
    specConstantsCss(),
    tailwindcss(),
    cmsAdminDev(),
    testimonialCaptionsDev(),
    reactRouter(),
  ],
  resolve: {
    alias: [
      // The content build's output: .generated/ (package.json's "#generated/*"), or the staging
      // folder a full build compiles into. Every other "#" alias is package.json's own.
      ...[GENERATED_FILES.megaMenu, GENERATED_FILES.searchDialog].map((name) => ({
        // Copy that differs by market: this domain's own file ("mega-menu.json" → "mega-menu.com.json").
        find: `#generated/${name}`,
        replacement: resolve(
          generatedDir(process.env),
          marketFileOf(name, parseDomain(process.env.SITE_DOMAIN)),
        ),
      })),
      { find: /^#generated\//, replacement: `${resolve(generatedDir(process.env))}/` },
      ...(command === "build" && !isSsrBuild ? reactRouterProduction : []),
      // Decap CMS (a dev dependency, for the editor at /admin/) brings react-router-dom 5 into
      // node_modules, and React Router's plugin then pre-bundles it in dev against React Router 7,
      // which fails. The app never imports it: the name stands for React Router 7, as in v7 itself.
      { find: /^react-router-dom$/, replacement: "react-router" },
    ],
  },
  build: {
    // `TRACKER_MINIFY=false npm run build`: readable function names for `npm run profile`.
    minify: process.env.TRACKER_MINIFY !== "false",
    // No module preloading for dynamic imports: React Router preloads each page's code from its
    // own manifest, and what loads on demand here (menus, toasts, the consent banner) starts
    // loading on hover or focus and needs nothing the page has not loaded already. Vite injects
    // its preload helper regardless; scripts/build/vite/bare-dynamic-imports.ts reduces it to the import.
    modulePreload: false,
    rolldownOptions: {
      // The prerender runs inside React Router's writeBundle, so it is most of every build by
      // design; Rolldown's timing check would say so on each one, which is not worth a warning.
      checks: { bundlerTimings: false },
      // app/core is pure by contract (its folder's README): importing a module there does nothing
      // but define its exports. Each subject is imported through one entry (index.ts), and this
      // lets the bundler drop what a page does not use from behind it, zod schemas included.
      treeshake: {
        // (A function: a rule list with a catch-all rule panics in Rolldown 1.0.)
        moduleSideEffects: (id) => (/\/app\/core\/.+\.ts$/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // What every page needs (root, the layout and what it imports, the meta helpers) in one
          // chunk: split into many small shared chunks it compressed far worse. Menus that load
          // on demand stay apart, and page-only code stays with its page.
          groups: [
            {
              name: "shell",
              // The card grid lists pages on most templates (indexes, home, related pages), the
              // collection templates share one line of clientLoader (prerendered-data), and most
              // pages mark a part unsearched (search-scope), so they ride in the shell rather than
              // as small chunks of their own on each of them.
              test: /\/app\/(root\.tsx|components\/route\/page-meta\.ts|components\/route\/prerendered-data\.ts|components\/ui\/balanced-grid\.ts|core\/site\/site-paths\.ts|components\/content\/card-grid\.tsx|components\/search\/search-scope\.ts|components\/layout\/(?!.*(-panel|-dialog|-banner|status-page\.tsx)))/,
            },
            {
              name: "product-parts",
              // A product page's picture and its proof: modules and industries show both, and
              // one chunk costs them one request and one module's overhead instead of two.
              test: /\/app\/components\/product\/(proof-block|screen-picture)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
}));
