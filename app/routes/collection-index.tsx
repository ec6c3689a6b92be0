import { PaginationNav } from "~/components/blog/pagination-nav";
import { ArticlePage } from "~/components/content/article-page";
import { CardGrid } from "~/components/content/card-grid";
import { pageNeighbours, pageSlice } from "~/core/pagination";
import { withLocalDate } from "~/lib/blog.server";
import { getCollection, getData, getEntry, pageEntry } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { fetchPrerenderedData } from "~/lib/prerendered-data";
import type { Route } from "./+types/collection-index";

/**
 * An index page: its Markdown intro, then the collection it lists (the manifest's `lists`) as
 * cards. With a `pageSize` the list runs over numbered pages (/blog, /blog/page/2, ...), each
 * linked to its neighbours in the head (rel=prev/next) and by numbered links under the cards.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { lists, listing } = pageEntry(request);
  if (!lists) throw new Error(`${request.url} is not the index of a collection`);
  const cards = getCollection(lists).map((entry) => withLocalDate(entry.card));
  if (!listing) return { ...pageData(request), cards, pagination: null };
  // The index page's own file says how many cards a page shows.
  const { pageSize = cards.length } = getEntry("pages", listing.index).data;
  return {
    ...pageData(request, { pagination: pageNeighbours(listing.index, listing.page, listing.pages) }),
    cards: pageSlice(cards, pageSize, listing.page),
    pagination: { ...listing, labels: getData("ui").blog.pagination },
  };
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
