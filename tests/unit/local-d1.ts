import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import type { D1Like } from "../../app/core/leads/lead-store.ts";

/**
 * A real D1 database (Cloudflare's local runtime, as `wrangler pages dev` uses) with every
 * migration in migrations/ applied: the receiver's SQL runs here as in production, so what its
 * statements guarantee (one admission and insert, one row per attempt) is tested, not assumed.
 */
export async function localD1(): Promise<{ db: D1Like; dispose(): Promise<void> }> {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null) } }",
    d1Databases: ["LEADS_DB"],
  });
  const db = await mf.getD1Database("LEADS_DB");
  for (const file of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(join("migrations", file), "utf8")
      .replace(/--.*$/gm, "")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean);
    await db.batch(statements.map((sql) => db.prepare(sql)));
  }
  return { db: db as unknown as D1Like, dispose: () => mf.dispose() };
}
