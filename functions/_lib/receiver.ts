/**
 * What the site's receivers share (functions/api/): the D1 binding they use, bodies read with a
 * size limit and an exact media type, JSON answers, a per-sender limit and an entry point that
 * never crashes. No `onRequest` export, so Pages Functions routes nothing here; every answer gets
 * its security headers from functions/api/_middleware.ts.
 */
import { LEADS_PER_ADDRESS_PER_MINUTE } from "../../app/core/leads/fields.ts";
import type { D1Like } from "../../app/core/leads/lead-store.ts";

export type Env = { LEADS_DB?: D1Like; LEAD_WEBHOOK_URL?: string };

/** Rows kept per sender: D1 in production and under `wrangler pages dev`; a fake in unit tests. */
export type SenderStore<Row extends { clientKey: string; createdAt: string }> = {
  /**
   * Stores the row unless its sender already has `limit` rows since `sinceIso`; false when it did
   * not. One statement, so parallel requests cannot all pass the count before any of them inserts.
   */
  insertIfAdmitted(row: Row, window: { sinceIso: string; limit: number }): Promise<boolean>;
};

/** A D1 table as a store: `columns` in the order `valuesOf` gives a row's values. */
export function d1SenderStore<Row extends { clientKey: string; createdAt: string }>(
  db: D1Like,
  table: "feedback",
  columns: readonly string[],
  valuesOf: (row: Row) => unknown[],
): SenderStore<Row> {
  const n = columns.length;
  const placeholders = columns.map((_, i) => `?${i + 1}`).join(", ");
  const clientKeyAt = columns.indexOf("client_key") + 1;
  return {
    async insertIfAdmitted(row, { sinceIso, limit }) {
      const result = await db
        .prepare(
          `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${placeholders}
           WHERE (SELECT COUNT(*) FROM ${table} WHERE client_key = ?${clientKeyAt} AND created_at >= ?${n + 1}) < ?${n + 2}`,
        )
        .bind(...valuesOf(row), sinceIso, limit)
        .run();
      return (result.meta.changes ?? 0) > 0;
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
  if (request.method !== "POST")
    return new Response(JSON.stringify({ error: "send the form with POST" }), {
      status: 405,
      headers: { allow: "POST", "content-type": "application/json; charset=utf-8" },
    });
  return (await readLimited(request, limit)) ?? json(413, { error: `the body is over ${limit} bytes` });
}

/** Bytes as text; malformed UTF-8 becomes U+FFFD rather than an exception. */
export const textOf = (body: Uint8Array) => new TextDecoder("utf-8", { fatal: false }).decode(body);

/**
 * The body's media type, lower-cased and without parameters, when it is one of `accepted`
 * exactly ("Application/JSON; charset=utf-8" is JSON, "application/jsonfoo" is nothing); a
 * charset other than UTF-8 is refused, since bodies are read as UTF-8.
 */
export function mediaTypeOf<T extends string>(request: Request, accepted: readonly T[]): T | undefined {
  const [type = "", ...parameters] = (request.headers.get("content-type") ?? "").split(";");
  const essence = type.trim().toLowerCase();
  const charset = parameters
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/^"|"$/g, "");
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return undefined;
  return accepted.find((t) => t === essence);
}

export const unsupportedMediaType = (accepted: readonly string[]) =>
  json(415, { error: `send the fields as ${accepted.join(" or ")}` });

/** SHA-256 of `text`, as hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The sender's address, hashed: enough to count their submissions, without keeping their IP. */
export const clientKeyOf = (request: Request): Promise<string> =>
  sha256Hex(request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for") ?? "unknown");

/** The window a sender's LEADS_PER_ADDRESS_PER_MINUTE submissions are counted in, ending at `at`. */
export const limitWindow = (at: Date) => ({
  sinceIso: new Date(at.getTime() - 60_000).toISOString(),
  limit: LEADS_PER_ADDRESS_PER_MINUTE,
});

/** The answer past the limit; `what` names the submissions ("submissions", "answers"). */
export const tooMany = (what: string) =>
  new Response(JSON.stringify({ error: `too many ${what}; try again in a minute` }), {
    status: 429,
    headers: { "content-type": "application/json; charset=utf-8", "retry-after": "60" },
  });

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
