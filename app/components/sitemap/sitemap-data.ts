/**
 * The sitemap page's data and its search and filter, as pure functions: the loader builds the
 * sections from the route manifest (the same entries sitemap.xml lists), and the page filters them
 * in the browser. Unit-tested in tests/unit/sitemap.test.ts.
 */
import type { IconName, ManifestEntry, Section } from "#app/core/content/index.ts";
import { absoluteUrl, isListed } from "#app/core/seo/index.ts";
import { PRIORITY_HIGH_MIN, PRIORITY_MEDIUM_MIN } from "#app/core/spec/index.ts";
import { formatDate, type DateOrder } from "#app/core/text/index.ts";

export type SitemapUrl = {
  loc: string;
  path: string;
  title: string;
  description: string;
  priority: number;
  changefreq: string;
  lastmod: string;
  /** The date as the domain's market writes it, worked out in the loader: the page ships no date code. */
  lastmodText: string;
};
/** A section as the page's data carries it: each URL by its path, the site's address given once. */
export type SitemapSectionData = Omit<SitemapSection, "urls"> & { urls: Omit<SitemapUrl, "loc">[] };

export type SitemapSection = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  urls: SitemapUrl[];
};

/**
 * The manifest's listed pages grouped by section, in the sections' order, each by its path with
 * its date written in the market's `dateOrder`: the page's data, which names the site's address once.
 */
export function sitemapSections(
  manifest: readonly ManifestEntry[],
  sections: readonly Section[],
  { dateOrder }: { dateOrder: DateOrder },
): SitemapSectionData[] {
  return sections.map(({ id, title, description, icon }) => ({
    id,
    title,
    description,
    icon,
    urls: manifest
      .filter((entry) => entry.section === id && isListed(entry))
      .map(({ path, title, description, priority, changefreq, lastmod }) => ({
        path,
        title,
        description,
        priority,
        changefreq,
        lastmod,
        lastmodText: formatDate(lastmod, dateOrder),
      })),
  }));
}

/** The sections with each URL's absolute address (`loc`), as the page shows, searches and copies them. */
export function withLocs(sections: readonly SitemapSectionData[], siteUrl: string): SitemapSection[] {
  return sections.map((s) => ({
    ...s,
    urls: s.urls.map((url) => ({ ...url, loc: absoluteUrl(siteUrl, url.path) })),
  }));
}

export type PriorityLevel = "high" | "medium" | "low";

export function priorityLevel(priority: number): PriorityLevel {
  if (priority >= PRIORITY_HIGH_MIN) return "high";
  if (priority >= PRIORITY_MEDIUM_MIN) return "medium";
  return "low";
}

/** The filter button meaning "every section"; also the value when the URL names no known section. */
export const ALL_SECTIONS = "all";
export type SitemapFilters = { q: string; section: string };
export const NO_FILTERS: SitemapFilters = { q: "", section: ALL_SECTIONS };

/** Filters from the page's query string (`?q=…&section=…`); an unknown section means all of them. */
export function readFilters(params: URLSearchParams, sectionIds: readonly string[]): SitemapFilters {
  const section = params.get("section") ?? ALL_SECTIONS;
  return { q: params.get("q") ?? "", section: sectionIds.includes(section) ? section : ALL_SECTIONS };
}

/** The query string that shares a view: defaults are left out, so the unfiltered page is plain /sitemap. */
export function filtersToSearch({ q, section }: SitemapFilters): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (section !== ALL_SECTIONS) params.set("section", section);
  const search = params.toString();
  return search ? `?${search}` : "";
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Whether a page matches the search: the query, ignoring case and extra spaces, appears in its
 * title, description or full URL. Plain substring matching, so characters such as `.` or `(` mean
 * themselves.
 */
export function matchesQuery(url: Pick<SitemapUrl, "title" | "description" | "loc">, query: string): boolean {
  const needle = normalise(query);
  return (
    needle === "" || [url.title, url.description, url.loc].some((field) => normalise(field).includes(needle))
  );
}

/** The sections and pages a visitor sees for the filters; sections left with no pages are dropped. */
export function filterSections(
  sections: readonly SitemapSection[],
  { q, section }: SitemapFilters,
): SitemapSection[] {
  return sections
    .filter((s) => section === ALL_SECTIONS || s.id === section)
    .map((s) => ({ ...s, urls: s.urls.filter((url) => matchesQuery(url, q)) }))
    .filter((s) => s.urls.length > 0);
}

/** Every URL shown, in page order: what Copy All URLs puts on the clipboard, one per line. */
export function visibleUrls(sections: readonly SitemapSection[]): string[] {
  return sections.flatMap((s) => s.urls.map((url) => url.loc));
}
