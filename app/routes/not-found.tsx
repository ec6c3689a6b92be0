import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/status-boundary";
import { NOT_FOUND_PRERENDER_PATH } from "~/core/site/site-paths";
import { redirectOldUrl, requestPath } from "~/server/content.server";
import type { Route } from "./+types/not-found";

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
