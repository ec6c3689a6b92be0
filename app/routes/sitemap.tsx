import { ArticlePage } from "#app/components/content/article-page.tsx";
import { SitemapExplorer } from "#app/components/sitemap/sitemap-explorer.tsx";
import { buildDomain } from "#app/server/build.server.ts";
import { buildMarket, getData, getManifest } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { sitemapSections } from "#app/components/sitemap/sitemap-data.ts";
import { revalidateOnPathChange } from "#app/components/route/query-only-revalidation.ts";
import type { Route } from "./+types/sitemap.ts";

/** The sitemap page: the route manifest's indexable pages by section, the same list as sitemap.xml. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request),
    sections: sitemapSections(getManifest(), getData("sections").sections, {
      dateOrder: buildMarket().dates,
    }),
    siteUrl: getData("site").siteUrl[buildDomain()],
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
      after={
        <SitemapExplorer
          sections={loaderData.sections}
          siteUrl={loaderData.siteUrl}
          labels={loaderData.labels}
        />
      }
    />
  );
}
