import { ArticlePage } from "~/components/content/article-page";
import { SitemapExplorer } from "~/components/sitemap/sitemap-explorer";
import { buildDomain } from "~/server/build.server";
import { getData, getManifest } from "~/server/content.server";
import { pageData } from "~/server/page-data.server";
import { pageMeta } from "~/components/route/page-meta";
import { sitemapSections } from "~/components/sitemap/sitemap-data";
import { revalidateOnPathChange } from "~/components/route/query-only-revalidation";
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
