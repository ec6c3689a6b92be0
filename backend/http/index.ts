/**
 * Requests and answers at the site's edge: what the Functions read from a request, the answers
 * they give, the same-origin rule for posts, and the security headers of every answer.
 */
export { clientKeyOf, mediaTypeOf, postedBody, sha256Hex, textOf } from "./request.ts";
export { json, neverCrash, tooMany, unsupportedMediaType } from "./answers.ts";
export { apiMiddleware } from "./middleware.ts";
export { API_HEADERS, SECURITY_HEADERS } from "./security-headers.ts";
