/** Cloudflare's tooling as this project runs it: wrangler's entry, its environment, the D1 database. */
export { LEADS_DATABASE, PAGES_DEV_ENV, WRANGLER_BIN } from "./wrangler.ts";
