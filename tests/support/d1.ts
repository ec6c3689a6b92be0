import { Miniflare } from "miniflare";
import type { D1Like, LeadsEnv } from "#backend/leads/index.ts";

/** One statement as the worker below runs it. */
type Query = { sql: string; params: unknown[]; kind: "first" | "run" | "all" };

/** The binding the worker below reads: the receivers' own name for the leads database. */
const BINDING = "LEADS_DB" satisfies keyof LeadsEnv;

/**
 * The worker that holds the database: it runs each statement it is posted, or a batch of them.
 * Statements reach it by Miniflare's asynchronous `dispatchFetch`, never through the synchronous
 * proxy of `getD1Database`, whose blocking call loses its answer on a busy machine (an assertion
 * inside Miniflare), as when `npm test` runs lint, types and the tests at once.
 */
const WORKER = `
const run = (db, q) => db.prepare(q.sql).bind(...q.params)[q.kind]();
export default {
  async fetch(request, env) {
    const body = await request.json();
    try {
      const result = Array.isArray(body)
        ? await env.${BINDING}.batch(body.map((q) => env.${BINDING}.prepare(q.sql).bind(...q.params)))
        : await run(env.${BINDING}, body);
      return Response.json({ result });
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 500 });
    }
  },
};`;

/**
 * A D1 database in Cloudflare's local runtime (Miniflare, as `wrangler pages dev` runs it): in
 * memory, or, given `persist`, the database `id` kept in that folder (wrangler's `v3/d1`).
 */
export function openD1(persist?: { dir: string; id: string }): {
  db: D1Like;
  batch(sql: readonly string[]): Promise<unknown>;
  dispose(): Promise<void>;
} {
  const mf = new Miniflare({
    modules: true,
    script: WORKER,
    d1Databases: persist ? { [BINDING]: persist.id } : [BINDING],
    ...(persist ? { d1Persist: persist.dir } : {}),
  });
  const send = async (body: Query | Query[]) => {
    const response = await mf.dispatchFetch("http://d1.local/", {
      method: "POST",
      body: JSON.stringify(body),
    });
    const { result, error } = (await response.json()) as { result: unknown; error?: string };
    // The database's own words, e.g. "no such table", rather than an empty answer.
    if (error !== undefined) throw new Error(`D1: ${error}`);
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
  return {
    db,
    batch: (statements) => send(statements.map((sql) => ({ sql, params: [], kind: "run" as const }))),
    dispose: () => mf.dispose(),
  };
}
