import { NotFoundPage } from "~/components/layout/status-page";
import { buildMeta, ogImagePath } from "~/core/seo";
import { NOT_FOUND_CARD_PATH } from "~/core/site-paths";
import { shellFromMatches } from "~/lib/page-meta";
import type { Route } from "./+types/not-found";

// No loader: an unknown URL needs no data of its own, so 404.html hydrates at any path. Its head
// is built here, from the shell's copy, so the SEO helper loads with this page alone.
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const shell = shellFromMatches(matches);
  if (!shell) return [];
  const { title, text } = shell.ui.notFound;
  return buildMeta(shell, {
    title,
    description: text,
    path: location.pathname,
    robots: "noindex",
    alternates: false,
    ogImage: ogImagePath(NOT_FOUND_CARD_PATH),
  });
};

export default function NotFound() {
  return <NotFoundPage />;
}
