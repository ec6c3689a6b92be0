/**
 * What every page template's loader returns: its manifest record, breadcrumbs, rendered Markdown
 * body, head tags and JSON-LD, put together from the content, SEO and structured-data helpers.
 */
import type { CollectionName } from "#app/core/content/index.ts";
import type { Heading, ManifestEntry } from "#app/core/content/index.ts";
import type { SeoPage } from "#app/core/seo/index.ts";
import { breadcrumbs, getBody, getContent, getEntry, pageEntry } from "./content.server.ts";
import { pageHead } from "./page-head.server.ts";
import { breadcrumbsSchema } from "./structured-data.server.ts";

/** The Markdown body of the page at `path`, if its content file has one. */
function markdownBody(entry: ManifestEntry) {
  // A list's later pages show only the list; the intro stays on the index page.
  if (entry.listing && entry.listing.page > 1) return null;
  if (entry.source in getContent().collections) {
    const body = getEntry(entry.source as CollectionName, entry.path).body;
    if (body) return getBody(body);
  }
  return null;
}

/**
 * The body as a template renders it: its HTML. Its headings stay out: the data travels in every
 * page and is decoded while the page hydrates, and only docs pages list them (`pageHeadings`).
 */
function pageBody(entry: ManifestEntry) {
  const body = markdownBody(entry);
  return body && { html: body.html };
}

/** The h2 and h3 headings of the page's body, for the templates that list them ("On this page"). */
export function pageHeadings(request: Request): Heading[] {
  return markdownBody(pageEntry(request))?.headings ?? [];
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
