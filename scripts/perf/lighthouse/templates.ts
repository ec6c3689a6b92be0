/**
 * The pages `npm run lighthouse` measures: one of each page template the site has (every template
 * is measured, none left out), picked from the route manifest, so a template added to the registry is
 * measured without an edit here, plus the 404 page.
 */
import type { ManifestEntry } from "#app/core/content/index.ts";

export type MeasuredPage = { label: string; path: string };

/** Templates whose pages differ in kind, not only in copy: each named page is measured as well as the first. */
const NAMED: Record<string, string> = {
  "/blog": "blog list",
  "/documentation": "docs index",
  "/terms": "legal page",
};

/** A path no page has: the host answers it with 404.html. */
const NOT_FOUND_PATH = "/no-such-page";

export function measuredPages(manifest: readonly ManifestEntry[]): MeasuredPage[] {
  const pages: MeasuredPage[] = [];
  const seen = new Set<string>();
  for (const entry of manifest) {
    const named = NAMED[entry.path];
    if (named) pages.push({ label: named, path: entry.path });
    else if (
      !seen.has(entry.template) &&
      entry.template !== "collection-index" &&
      entry.template !== "page"
    ) {
      seen.add(entry.template);
      pages.push({ label: entry.template.replace(/-/g, " "), path: entry.path });
    }
  }
  pages.push({ label: "404", path: NOT_FOUND_PATH });
  return pages;
}
