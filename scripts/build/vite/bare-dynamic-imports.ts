import type { Plugin } from "vite";

/** Vite's id for the helper it wraps around every dynamic import in a client build. */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * Replaces Vite's preload helper with a plain call of the import. The helper adds <link> tags
 * for a dynamic chunk's CSS and shared JS before importing it; here no chunk loaded on demand has
 * CSS of its own (there is one stylesheet), `build.modulePreload` is off, and the code that
 * imports on demand handles a failed import itself (a plain toast, the static picture, the
 * sitemap link). Vite injects the helper anyway (vitejs/vite#18551), about 0.6 KiB gzip on every
 * page, inside each page's JS budget (scripts/perf/budget/measure.ts).
 */
export function bareDynamicImports(): Plugin {
  return {
    name: "tracker:bare-dynamic-imports",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return "export const __vitePreload = (load) => load();";
    },
  };
}
