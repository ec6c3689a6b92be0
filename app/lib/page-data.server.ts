/**
 * What every page template's loader returns: its manifest record, breadcrumbs, rendered Markdown
 * body, head tags and JSON-LD, put together from the content, SEO and structured-data helpers.
 */
import type { CollectionName } from "~/core/content/registry";
import type { ManifestEntry } from "~/core/content/types";
import type { SeoPage } from "~/core/seo";
import { breadcrumbs, getBody, getContent, getEntry, pageEntry } from "./content.server";
import { pageHead } from "./page-head.server";
import { breadcrumbsSchema } from "./structured-data.server";

/** The Markdown body of the page at `path`, if its content file has one. */
function pageBody(entry: ManifestEntry) {
  // A list's later pages show only the list; the intro stays on the index page.
  if (entry.listing && entry.listing.page > 1) return null;
  if (entry.source in getContent().collections) {
    const body = getEntry(entry.source as CollectionName, entry.path).body;
    if (body) return getBody(body);
  }
  return null;
}

/**
 * What every page template receives: its manifest record, breadcrumbs, rendered Markdown body,
 * head tags and JSON-LD. `seo` adds to the page's SEO record (og:type, keywords, pagination).
 */
export function pageData(request: Request, seo: Partial<SeoPage> = {}) {
  const entry = pageEntry(request);
  const { title, description, path, robots, section } = entry;
  const crumbs = breadcrumbs(path);
  const meta = pageHead({ title, description, path, robots, ...seo });
  return {
    page: { title, description, path, robots, section },
    crumbs,
    body: pageBody(entry),
    meta,
    schema: breadcrumbsSchema(crumbs),
  };
}
