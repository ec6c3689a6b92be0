/**
 * Reading what a request sent, for the site's receivers (backend/leads/): a POST's body with a
 * size limit, its exact media type, its text, and the sender's address hashed.
 */
import { json } from "./answers.ts";

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

/** SHA-256 of `text`, as hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The sender's address, hashed: enough to count their submissions, without keeping their IP. */
export const clientKeyOf = (request: Request): Promise<string> =>
  sha256Hex(request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for") ?? "unknown");
