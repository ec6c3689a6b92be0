/**
 * The pages `npm run lighthouse` measures: one of each page template the site has (every template
 * is measured, none left out), picked from the route manifest, so a template added to the registry is
 * measured without an edit here, plus the 404 page.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
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

/**
 * Whether a built domain folder has the page, as the host serves it: `/` from index.html, `/about`
 * from about.html, an unknown path from 404.html. A build compared with `--compare` may hold only
 * some templates (an experiment's port of a few): it is measured on those.
 */
export function builtHasPage(dir: string, page: MeasuredPage): boolean {
  const file =
    page.path === "/"
      ? "index.html"
      : page.path === NOT_FOUND_PATH
        ? "404.html"
        : `${page.path.slice(1)}.html`;
  return existsSync(join(dir, file));
}
