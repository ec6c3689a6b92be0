import { ArticlePage } from "~/components/content/article-page";
import { pageData } from "~/server/page-data.server";
import { pageMeta } from "~/components/route/page-meta";
import type { Route } from "./+types/page";

/** Plain Markdown pages: about, get started, support, terms, privacy, login, payment success. */
export function loader({ request }: Route.LoaderArgs) {
  return pageData(request);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
