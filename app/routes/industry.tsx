import { ArticlePage } from "~/components/content/article-page";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { fetchPrerenderedData } from "~/lib/prerendered-data";
import type { Route } from "./+types/industry";

/** An industry page: its Markdown links to the modules that matter to that trade. */
export function loader({ request }: Route.LoaderArgs) {
  return pageData(request);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
