import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH, readGeneratedManifest } from "./scripts/content/generated.ts";
import { siteDomain } from "./scripts/site-domain.ts";

// Fully static: every manifest page is prerendered (its loader runs here, at build time),
// plus one path for the 404 page. Each domain builds into its own folder.
export default {
  ssr: false,
  buildDirectory: `build/.react-router/${siteDomain()}`,
  prerender: {
    paths: () => [...readGeneratedManifest().manifest.map((entry) => entry.path), NOT_FOUND_PRERENDER_PATH],
    // Two cores on the build machines.
    concurrency: 2,
  },
} satisfies Config;
