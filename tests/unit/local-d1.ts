import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { D1Like } from "#backend/leads/index.ts";
import { openD1 } from "#tests/support/d1.ts";

/**
 * A real D1 database (Cloudflare's local runtime, as `wrangler pages dev` uses) with every
 * migration in migrations/ applied: the receiver's SQL runs here as in production, so what its
 * statements guarantee (one admission and insert, one row per attempt) is tested, not assumed.
 */
export async function localD1(): Promise<{ db: D1Like; dispose(): Promise<void> }> {
  const { db, batch, dispose } = openD1();
  for (const file of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(join("migrations", file), "utf8")
      .replace(/--.*$/gm, "")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean);
    await batch(statements);
  }
  return { db, dispose };
}
