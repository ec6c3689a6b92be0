/**
 * The answers the site's Functions give: JSON with a status, the 415 and 429 answers, and an entry
 * point that never answers with a crash. The security headers every answer carries are added by
 * withAnswerHeaders, once, in the middleware.
 */
import { API_HEADERS } from "./security-headers.ts";

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

export const unsupportedMediaType = (accepted: readonly string[]) =>
  json(415, { error: `send the fields as ${accepted.join(" or ")}` });

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
export function neverCrash<Context extends { request: Request }>(
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

/**
 * The site's security headers on an answer, and no caching: `_headers` applies to static files
 * only, so a Function's answer would otherwise have none of them (security-headers.ts).
 */
export function withAnswerHeaders(response: Response): Response {
  // A response from fetch() or a redirect helper may have immutable headers: copy it first.
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(API_HEADERS)) answer.headers.set(name, value);
  return answer;
}
