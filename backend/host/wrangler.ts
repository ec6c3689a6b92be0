/**
 * How this project runs Cloudflare's own tooling, the pinned wrangler: its entry point, the
 * environment that keeps it offline and private, and the D1 database the Functions write. The
 * servers (scripts/serve/) and `npm run leads` use the same three.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Offline and private: no usage metrics, no lookup of Cloudflare's `Request.cf` sample. */
export const PAGES_DEV_ENV = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** The pinned wrangler's own entry point, run with this Node (no npx in between to pass signals on). */
export const WRANGLER_BIN = join(
  dirname(createRequire(import.meta.url).resolve("wrangler/package.json")),
  "bin",
  "wrangler.js",
);

/** The D1 database of wrangler.toml that holds the forms' leads. */
export const LEADS_DATABASE = "tracker-leads";
