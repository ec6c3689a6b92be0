/** Before every Function under /api: same-origin posts only, no crash, security headers (backend/http). */
import { apiMiddleware } from "#backend/http/index.ts";

export const onRequest = apiMiddleware;
