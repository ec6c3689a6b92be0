/**
 * Every answer of the Functions carries the site's security headers (app/core/site/response-headers.ts,
 * the list the build writes into `_headers` for pages and files) and is never cached: `_headers`
 * applies to static files only, so a Function's answer would otherwise have none of them.
 */
import { API_HEADERS } from "../../app/core/site/response-headers.ts";

export function withAnswerHeaders(response: Response): Response {
  // A response from fetch() or a redirect helper may have immutable headers: copy it first.
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(API_HEADERS)) answer.headers.set(name, value);
  return answer;
}
