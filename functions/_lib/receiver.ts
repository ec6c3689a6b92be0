/**
 * What the site's receivers share (functions/api/leads/): the D1 binding they use, bodies read
 * with a size limit, JSON answers, a per-sender limit and an entry point that never crashes. No
 * `onRequest` export, so Pages Functions routes nothing here.
 */
import { LEADS_PER_ADDRESS_PER_MINUTE } from "../../app/core/leads/fields.ts";

/** The part of Cloudflare's D1 binding the receivers use. */
export type D1Like = {
  prepare(sql: string): {
    bind(...values: unknown[]): {
      first<T>(): Promise<T | null>;
      run(): Promise<unknown>;
    };
  };
};

export type Env = { LEADS_DB?: D1Like; LEAD_WEBHOOK_URL?: string };

/** Rows kept per sender: D1 in production and under `wrangler pages dev`; a fake in unit tests. */
export type SenderStore<Row extends { clientKey: string; createdAt: string }> = {
  recentFrom(clientKey: string, sinceIso: string): Promise<number>;
  insert(row: Row): Promise<void>;
};

/** A D1 table as a store: `columns` in the order `valuesOf` gives a row's values. */
export function d1SenderStore<Row extends { clientKey: string; createdAt: string }>(
  db: D1Like,
  table: "leads" | "feedback",
  columns: readonly string[],
  valuesOf: (row: Row) => unknown[],
): SenderStore<Row> {
  const placeholders = columns.map((_, i) => `?${i + 1}`).join(", ");
  return {
    async recentFrom(clientKey, sinceIso) {
      const row = await db
        .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE client_key = ?1 AND created_at >= ?2`)
        .bind(clientKey, sinceIso)
        .first<{ n: number }>();
      return row?.n ?? 0;
    },
    async insert(row) {
      await db
        .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${placeholders})`)
        .bind(...valuesOf(row))
        .run();
    },
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

/** The body, or undefined once it passes `limit` bytes (a Content-Length may be absent or wrong). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** A POST's body, or the answer to give instead: 405 to any other method, 413 past `limit` bytes. */
export async function postedBody(request: Request, limit: number): Promise<Uint8Array | Response> {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
  return (await readLimited(request, limit)) ?? json(413, { error: `the body is over ${limit} bytes` });
}

/** Bytes as text; malformed UTF-8 becomes U+FFFD rather than an exception. */
export const textOf = (body: Uint8Array) => new TextDecoder("utf-8", { fatal: false }).decode(body);

/** The sender's address, hashed: enough to count their submissions, without keeping their IP. */
async function clientKeyOf(request: Request): Promise<string> {
  const address =
    request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for") ?? "unknown";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The sender's key, or a 429 once they have sent LEADS_PER_ADDRESS_PER_MINUTE in the minute
 * before `at`. `what` names their submissions in the answer ("submissions", "answers").
 */
export async function admitSender(
  request: Request,
  store: { recentFrom(clientKey: string, sinceIso: string): Promise<number> },
  at: Date,
  what: string,
): Promise<{ clientKey: string } | Response> {
  const clientKey = await clientKeyOf(request);
  const since = new Date(at.getTime() - 60_000).toISOString();
  if ((await store.recentFrom(clientKey, since)) < LEADS_PER_ADDRESS_PER_MINUTE) return { clientKey };
  return new Response(JSON.stringify({ error: `too many ${what}; try again in a minute` }), {
    status: 429,
    headers: { "content-type": "application/json; charset=utf-8", "retry-after": "60" },
  });
}

/**
 * A Pages Function entry point that answers every method (a GET gets its 405, not the 404 page)
 * and never with a crash: whatever the handler throws becomes a JSON 500 saying `failure`, so the
 * visitor's form keeps their values and offers to retry or e-mail.
 */
export function neverCrash<Context extends { request: Request; env: Env }>(
  handler: (context: Context) => Promise<Response>,
  failure: string,
): (context: Context) => Promise<Response> {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      console.error(error);
      return json(500, { error: failure });
    }
  };
}
