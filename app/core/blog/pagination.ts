/**
 * Lists split into numbered pages: an index page with a `pageSize` shows its first entries at its
 * own path and the rest at <path>/page/2, /page/3 and so on. The route manifest, the loaders and
 * the tests all use these, so a page number always means the same slice.
 */

/** How many pages `count` entries fill at `pageSize` a page (at least one, even when empty). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The path of page `page` (from 1) of the list at `indexPath`; page 1 is the index page itself. */
export function listPagePath(indexPath: string, page: number): string {
  return page === 1 ? indexPath : `${indexPath}/page/${page}`;
}

/** The entries on page `page` (from 1). */
export function pageSlice<T>(items: readonly T[], pageSize: number, page: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** A list page's neighbours, as paths: what rel=prev/next and the Previous/Next links point to. */
export function pageNeighbours(
  indexPath: string,
  page: number,
  pages: number,
): { prev?: string; next?: string } {
  return {
    ...(page > 1 ? { prev: listPagePath(indexPath, page - 1) } : {}),
    ...(page < pages ? { next: listPagePath(indexPath, page + 1) } : {}),
  };
}

/** Every page's number and path, for the numbered links under the list. */
export function pageLinks(indexPath: string, pages: number): { page: number; path: string }[] {
  return Array.from({ length: pages }, (_, i) => ({ page: i + 1, path: listPagePath(indexPath, i + 1) }));
}
