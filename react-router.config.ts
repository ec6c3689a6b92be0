import type { Config } from "@react-router/dev/config";
import type { CompiledManifest } from "#app/core/content/index.ts";
import { parseDomain } from "#app/core/locale/index.ts";
import { GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import { NOT_FOUND_PRERENDER_PATH } from "#app/core/site/index.ts";

// Fully static: every manifest page is prerendered (its loader runs here, at build time), plus
// the old URLs that redirect, and one path for the 404 page. Each domain builds into its own folder; `npm run build` points
// REACT_ROUTER_BUILD_DIR at its staging folder, so the live build/ changes only when all passed.
export default {
  ssr: false,
  buildDirectory:
    process.env.REACT_ROUTER_BUILD_DIR ?? `build/.react-router/${parseDomain(process.env.SITE_DOMAIN)}`,
  prerender: {
    paths: () => {
      const { manifest, redirects } = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);
      // Old URLs too: their loaders redirect, which leaves the `.data` file in-app navigation follows.
      return [
        ...manifest.map((entry) => entry.path),
        ...redirects.map((r) => r.from),
        NOT_FOUND_PRERENDER_PATH,
      ];
    },
    // Two cores on the build machines.
    concurrency: 2,
  },
} satisfies Config;
