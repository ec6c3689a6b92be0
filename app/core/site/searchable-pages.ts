import type { ManifestEntry } from "#app/core/content/index.ts";
import { SITEMAP_PAGE_PATH } from "./site-paths.ts";

/** Pages that search engines may index: what llms.txt lists. */
export function indexablePages<T extends Pick<ManifestEntry, "robots">>(manifest: readonly T[]): T[] {
  return manifest.filter((entry) => entry.robots === "index,follow");
}

/**
 * Pages the site search finds and the 404 page suggests: the indexable ones but the sitemap page,
 * which lists every other page and would match every query.
 */
export function searchablePages<T extends Pick<ManifestEntry, "robots" | "path">>(
  manifest: readonly T[],
): T[] {
  return indexablePages(manifest).filter((entry) => entry.path !== SITEMAP_PAGE_PATH);
}
