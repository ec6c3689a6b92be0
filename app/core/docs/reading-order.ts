/**
 * The documentation read as one book: categories in their order, each category's pages in theirs.
 * The sidebar lists it, and each page's Previous and Next links walk it, across category ends.
 */
export type DocLink = { path: string; title: string };
export type DocsCategoryNav = DocLink & { pages: DocLink[] };

/** Every page in reading order. `categories` and their `pages` come already sorted (the registry's order). */
export function readingOrder(categories: readonly DocsCategoryNav[]): DocLink[] {
  return categories.flatMap((category) => category.pages);
}

/** The pages before and after `path` in reading order; none before the first, none after the last. */
export function neighbours(
  categories: readonly DocsCategoryNav[],
  path: string,
): { prev?: DocLink; next?: DocLink } {
  const pages = readingOrder(categories);
  const index = pages.findIndex((page) => page.path === path);
  if (index === -1) return {};
  return { prev: pages[index - 1], next: pages[index + 1] };
}
