/**
 * What runs before every Function under /api (functions/api/_middleware.ts): refuses cross-site
 * posts (same-origin.ts), turns anything a handler throws into a JSON 500, and gives every answer,
 * whatever its status, the security headers. Under /api only, so the static pages never pass
 * through a Function.
 */
import { json, withAnswerHeaders } from "./answers.ts";
import { crossSiteReason } from "./same-origin.ts";

type MiddlewareContext = { request: Request; next(): Promise<Response> };

export async function apiMiddleware({ request, next }: MiddlewareContext): Promise<Response> {
  const crossSite = crossSiteReason(request);
  if (crossSite !== null) return withAnswerHeaders(json(403, { error: `refused: ${crossSite}` }));
  try {
    return withAnswerHeaders(await next());
  } catch (error) {
    console.error(error);
    return withAnswerHeaders(json(500, { error: "the request could not be handled" }));
  }
}
