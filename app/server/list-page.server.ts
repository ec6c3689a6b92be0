/**
 * An index page's list for its loader: every card, or, when the index page has a `pageSize`,
 * this page's slice with its neighbours for the head (rel=prev/next) and the numbered links.
 */
import { pageNeighbours, pageSlice } from "#app/core/blog/index.ts";
import type { ManifestEntry } from "#app/core/content/index.ts";
import { withLocalDate } from "./blog.server.ts";
import { getCollection, getData, getEntry } from "./content.server.ts";
import { pageData } from "./page-data.server.ts";

export function listPageData(request: Request, { lists, listing }: ManifestEntry) {
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
