import { PaginationNav } from "#app/components/blog/pagination-nav.tsx";
import { ArticlePage } from "#app/components/content/article-page.tsx";
import { CardGrid } from "#app/components/content/card-grid.tsx";
import { pageEntry } from "#app/server/content.server.ts";
import { listPageData } from "#app/server/list-page.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import type { Route } from "./+types/collection-index.ts";

/**
 * An index page: its Markdown intro, then the collection it lists (the manifest's `lists`) as
 * cards; with a `pageSize`, over numbered pages (server/list-page.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return listPageData(request, pageEntry(request));
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function CollectionIndex({ loaderData }: Route.ComponentProps) {
  const { pagination } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      after={
        <div className="mt-10">
          <CardGrid items={loaderData.cards} />
          {pagination && <PaginationNav {...pagination} />}
        </div>
      }
    />
  );
}
