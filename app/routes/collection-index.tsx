import { PaginationNav } from "~/components/blog/pagination-nav";
import { ArticlePage } from "~/components/content/article-page";
import { CardGrid } from "~/components/content/card-grid";
import { pageEntry } from "~/server/content.server";
import { listPageData } from "~/server/list-page.server";
import { pageMeta } from "~/components/route/page-meta";
import { fetchPrerenderedData } from "~/components/route/prerendered-data";
import type { Route } from "./+types/collection-index";

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
