/**
 * The parts of leads that only Node runs, for `npm run leads` (./cli.ts) and its tests: the leads
 * as a table or CSV, and the D1 database reached through `wrangler d1 execute`.
 */
export { leadsCsv, leadsTable } from "./output.ts";
export { bindLiterals } from "./wrangler-d1.ts";
