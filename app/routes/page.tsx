import { ArticlePage } from "#app/components/content/article-page.tsx";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import type { Route } from "./+types/page.ts";

/** Plain Markdown pages: about, get started, support, terms, privacy, login, payment success. */
export function loader({ request }: Route.LoaderArgs) {
  return pageData(request);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
