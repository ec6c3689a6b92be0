import { ArticlePage } from "~/components/content/article-page";
import { SitemapExplorer } from "~/components/sitemap/sitemap-explorer";
import { buildDomain } from "~/lib/build.server";
import { getData, getManifest } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { sitemapSections } from "~/lib/sitemap";
import { revalidateOnPathChange } from "~/lib/query-only-revalidation";
import type { Route } from "./+types/sitemap";

/** The sitemap page: the route manifest's indexable pages by section, the same list as sitemap.xml. */
export function loader({ request }: Route.LoaderArgs) {
  const siteUrl = getData("site").siteUrl[buildDomain()];
  return {
    ...pageData(request),
    sections: sitemapSections(getManifest(), getData("sections").sections, siteUrl),
    labels: getData("ui").sitemap,
  };
}

/** Search and filter live in the query string; changing them needs no new data. */
export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <ArticlePage
      data={loaderData}
      after={<SitemapExplorer sections={loaderData.sections} labels={loaderData.labels} />}
    />
  );
}
