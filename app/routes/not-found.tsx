import { NotFoundPage } from "~/components/layout/status-page";
import { buildMeta } from "~/lib/seo";
import { shellFromMatches } from "~/lib/page-meta";
import type { Route } from "./+types/not-found";

// No loader: an unknown URL needs no data of its own, so 404.html hydrates at any path.
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const shell = shellFromMatches(matches);
  if (!shell) return [];
  const { title, text } = shell.ui.notFound;
  return buildMeta(shell, { title, description: text, path: location.pathname, robots: "noindex", alternates: false });
};

export default function NotFound() {
  return <NotFoundPage />;
}
