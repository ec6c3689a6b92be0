import { data } from "react-router";
import { NotFoundPage } from "#app/components/layout/status-boundary.tsx";
import { NOT_FOUND_PRERENDER_PATH } from "#app/core/site/index.ts";
import { redirectOldUrl, requestPath } from "#app/server/content.server.ts";
import type { Route } from "./+types/not-found.ts";

/**
 * Any URL no other route matches. Prerendered at NOT_FOUND_PRERENDER_PATH (with status 200, as
 * the prerender requires) and served by the host as 404.html; elsewhere, an old URL redirects and
 * any other is a 404. Its head is the root's (root.tsx, meta), built at prerender.
 */
export function loader({ request }: Route.LoaderArgs) {
  redirectOldUrl(request);
  return requestPath(request) === NOT_FOUND_PRERENDER_PATH ? null : data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
