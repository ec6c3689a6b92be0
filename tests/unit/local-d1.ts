import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import type { D1Like } from "../../app/core/leads/lead-store.ts";

/** One statement as the worker below runs it. */
type Query = { sql: string; params: unknown[]; kind: "first" | "run" | "all" };

/**
 * The worker that holds the database: it runs each statement it is posted, or a batch of them.
 * Statements reach it by Miniflare's asynchronous `dispatchFetch`, never through the synchronous
 * proxy of `getD1Database`, whose blocking call loses its answer on a busy machine (an assertion
 * inside Miniflare), as when `npm test` runs lint, types and these tests at once.
 */
const WORKER = `
const run = (db, q) => db.prepare(q.sql).bind(...q.params)[q.kind]();
export default {
  async fetch(request, env) {
    const body = await request.json();
    const result = Array.isArray(body)
      ? await env.LEADS_DB.batch(body.map((q) => env.LEADS_DB.prepare(q.sql).bind(...q.params)))
      : await run(env.LEADS_DB, body);
    return Response.json({ result });
  },
};`;

/**
 * A real D1 database (Cloudflare's local runtime, as `wrangler pages dev` uses) with every
 * migration in migrations/ applied: the receiver's SQL runs here as in production, so what its
 * statements guarantee (one admission and insert, one row per attempt) is tested, not assumed.
 */
export async function localD1(): Promise<{ db: D1Like; dispose(): Promise<void> }> {
  const mf = new Miniflare({ modules: true, script: WORKER, d1Databases: ["LEADS_DB"] });
  const send = async (body: Query | Query[]) => {
    const response = await mf.dispatchFetch("http://d1.local/", {
      method: "POST",
      body: JSON.stringify(body),
    });
    const { result } = (await response.json()) as { result: unknown };
    return result;
  };
  const db: D1Like = {
    prepare: (sql) => ({
      bind: (...params) => ({
        first: async <T>() => (await send({ sql, params, kind: "first" })) as T | null,
        run: async () => (await send({ sql, params, kind: "run" })) as { meta: { changes?: number } },
        all: async <T>() => (await send({ sql, params, kind: "all" })) as { results: T[] },
      }),
    }),
  };
  for (const file of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(join("migrations", file), "utf8")
      .replace(/--.*$/gm, "")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean);
    await send(statements.map((sql) => ({ sql, params: [], kind: "run" as const })));
  }
  return { db, dispose: () => mf.dispose() };
}
