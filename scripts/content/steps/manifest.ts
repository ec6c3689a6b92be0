/**
 * The route manifest, the one list of every public page, built by walking the registry.
 * prerender(), routes.ts, sitemap.xml, the sitemap page, the menus' checks and the tests read it.
 */
import {
  COLLECTIONS,
  DATA_FILES,
  DEFAULT_PAGE_TEMPLATE,
  INDEX_TEMPLATE,
  parentLink,
  type CollectionName,
  type DataFileName,
} from "#app/core/content/index.ts";
import type { Section, SiteSettings } from "#app/core/content/index.ts";
import type { ManifestEntry } from "#app/core/content/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { listPagePath, pageCount } from "#app/core/blog/index.ts";
import { lastUpdated } from "#app/core/docs/index.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import { gitDates, type GitDates } from "#scripts/content/machinery/git-dates.ts";
import { defineStep } from "./step.ts";
import type { SourceFile } from "./load.ts";
import type { ValidContent } from "./validate.ts";

/** Fields every page's data may carry (pageBase in schemas.ts, or the home page's file). */
type PageFields = {
  title: string;
  description: string;
  slug?: string;
  priority?: number;
  changefreq?: string;
  updated?: string;
  robots?: ManifestEntry["robots"];
  /** On an index page: cards per page (core/blog/pagination.ts). */
  pageSize?: number;
};

type Page = Omit<ManifestEntry, "priority" | "changefreq" | "lastmod" | "robots"> & {
  data: PageFields;
  lastmod?: string;
  sourceFile: SourceFile;
  /** The entry's slug within its collection (none for a data file's page). */
  slug?: string;
};

/** Every page, in the sitemap's order: the data files that are pages, then each collection. */
function collectPages(c: ValidContent): Page[] {
  const pages: Page[] = [];
  for (const name of Object.keys(DATA_FILES) as DataFileName[]) {
    const definition = DATA_FILES[name] as {
      page?: { path: string; template: string; section: Section["id"] };
    };
    const loaded = c.data[name];
    if (!definition.page || !loaded) continue;
    const data = loaded.data as PageFields;
    pages.push({
      ...definition.page,
      title: data.title,
      description: data.description,
      file: loaded.source.file,
      source: name,
      data,
      sourceFile: loaded.source,
    });
  }
  const indexOf = new Map<string, CollectionName>();
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    const index = (COLLECTIONS[name] as { index?: string }).index;
    if (index) indexOf.set(index, name);
  }
  const byCollection = new Map<CollectionName, Page[]>();
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    const definition = COLLECTIONS[name];
    const list: Page[] = [];
    byCollection.set(name, list);
    for (const entry of c.entries[name]) {
      const data = entry.data as PageFields;
      const lists = name === "pages" ? indexOf.get(entry.slug) : undefined;
      const template =
        typeof definition.template === "function" ? definition.template(entry.slug) : definition.template;
      const section =
        typeof definition.section === "function"
          ? (definition.section as (d: unknown) => Section["id"])(data)
          : definition.section;
      const lastmod = (definition as { lastmod?: (d: unknown) => string | undefined }).lastmod?.(data);
      list.push({
        path: entry.path,
        title: data.title,
        description: data.description,
        section,
        // An index page lists its collection as cards, unless it has a page component of its own.
        template: lists && template === DEFAULT_PAGE_TEMPLATE ? INDEX_TEMPLATE : template,
        file: entry.source.file,
        source: name,
        ...(lists ? { lists } : {}),
        data,
        lastmod,
        sourceFile: entry.source,
        slug: entry.slug,
      });
    }
  }
  // Each collection in registry order; entries with a parent follow it (a docs category, then its pages).
  const childrenOf = new Map<string, Page[]>(); // "collection/slug" of a parent -> its children, in order
  for (const [name, list] of byCollection) {
    const parent = parentLink(name);
    if (!parent) continue;
    for (const child of list) {
      const key = `${parent.collection}/${parent.slugOf(child.slug!)}`;
      if (!childrenOf.has(key)) childrenOf.set(key, []);
      childrenOf.get(key)!.push(child);
    }
  }
  for (const [name, list] of byCollection) {
    if (parentLink(name)) continue;
    for (const page of list) pages.push(page, ...(childrenOf.get(`${name}/${page.slug}`) ?? []));
  }
  return pages;
}

/**
 * An index page with a `pageSize` continues its list on <path>/page/2 and onwards: one page each,
 * right after it, with the title and description ui.yaml's blog.pageTitle and pageDescription make.
 */
function withListPages(pages: Page[], c: ValidContent): Page[] {
  const ui = c.data.ui?.data as { blog?: { pageTitle: string; pageDescription: string } } | undefined;
  return pages.flatMap((page) => {
    const size = page.data.pageSize;
    if (!page.lists || !size || !ui?.blog) return [page];
    const pages = pageCount(c.entries[page.lists].length, size);
    const first = { ...page, listing: { index: page.path, page: 1, pages } };
    const rest = Array.from({ length: pages - 1 }, (_, i): Page => {
      const values = {
        title: page.title,
        description: page.description,
        page: String(i + 2),
        pages: String(pages),
      };
      return {
        ...page,
        path: listPagePath(page.path, i + 2),
        title: fillTemplate(ui.blog!.pageTitle, values),
        description: fillTemplate(ui.blog!.pageDescription, values),
        data: { ...page.data, slug: undefined },
        listing: { index: page.path, page: i + 2, pages },
      };
    });
    return [first, ...rest];
  });
}

/** A section's defaults for a collection none of whose pages it holds would be silently unused. */
function unusedCollectionDefaults(sections: Section[], pages: Page[], source: SourceFile): ContentError[] {
  return sections.flatMap((section, index) =>
    section.collections.flatMap(({ collection }, at) =>
      pages.some((page) => page.section === section.id && page.source === collection)
        ? []
        : [
            {
              file: source.file,
              line: source.lineOf(["sections", index, "collections", at, "collection"]),
              field: `sections.${index}.collections.${at}.collection`,
              message: `no page of "${collection}" is in the ${section.id} section`,
            },
          ],
    ),
  );
}

/** What gives a page its path: its `slug` field, or else its file name (the file's first line). */
const pathField = (source: SourceFile) =>
  (source.data as { slug?: unknown } | undefined)?.slug === undefined ? "file name" : "slug";

/** When git last committed a file, as a number to compare; a file not committed yet is the newest. */
const committedAt = (file: string, dates: GitDates) => {
  const date = dates.get(file);
  return date === undefined ? Number.POSITIVE_INFINITY : Date.parse(date);
};

/**
 * Two files that may not share a value (a title, a path, an order): the error goes on the one
 * newer in git history, which is the file a pull request changed and where CI annotates it; when
 * git cannot tell them apart (both new, one commit, no history), on both, each naming the other.
 */
function clash(
  a: SourceFile,
  b: SourceFile,
  dates: GitDates,
  field: string | ((source: SourceFile) => string),
  message: (other: string, also: boolean) => string,
): ContentError[] {
  const [atA, atB] = [committedAt(a.file, dates), committedAt(b.file, dates)];
  const error = (on: SourceFile, other: SourceFile, also: boolean): ContentError => {
    const name = typeof field === "string" ? field : field(on);
    const line = name === "file name" ? 1 : on.lineOf([name]);
    return { file: on.file, line, field: name, message: message(other.file, also) };
  };
  if (atA === atB) return [error(a, b, true), error(b, a, true)];
  return atA > atB ? [error(a, b, false)] : [error(b, a, false)];
}

function buildManifest(
  c: ValidContent,
  dates: GitDates = new Map(),
): { manifest: ManifestEntry[] | null; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const pages = withListPages(collectPages(c), c);

  // Entries that belong to a parent (docs pages to their category) need it to exist.
  const knownSlugs = new Set(c.known.map((k) => `${k.collection}/${k.slug}`));
  for (const known of c.known) {
    const parent = parentLink(known.collection);
    if (!parent) continue;
    const parentSlug = parent.slugOf(known.slug);
    if (!knownSlugs.has(`${parent.collection}/${parentSlug}`)) {
      errors.push({
        file: known.source.file,
        line: 1,
        field: "file",
        message: `its folder has no content/${COLLECTIONS[parent.collection].source.replace("*", parentSlug)}`,
      });
    }
  }

  // The docs categories are listed by `order`: two with the same one would swap places unseen.
  const orderOwner = new Map<number, SourceFile>();
  for (const category of c.entries.docsCategories) {
    const { order } = category.data as { order: number };
    const owner = orderOwner.get(order);
    if (owner)
      errors.push(
        ...clash(category.source, owner, dates, "order", (other, also) =>
          also
            ? `${order} is also the order of ${other}; each category needs its own`
            : `${order} is already the order of ${other}; each category needs its own`,
        ),
      );
    else orderOwner.set(order, category.source);
  }

  const seenPath = new Map<string, Page>();
  const seenTitle = new Map<string, Page>();
  for (const page of pages) {
    const samePath = seenPath.get(page.path);
    if (samePath) {
      errors.push(
        ...clash(page.sourceFile, samePath.sourceFile, dates, pathField, (other, also) =>
          also ? `${page.path} is also the path of ${other}` : `${page.path} is already used by ${other}`,
        ),
      );
    } else seenPath.set(page.path, page);
    const sameTitle = seenTitle.get(page.title.toLowerCase());
    if (sameTitle) {
      errors.push(
        ...clash(page.sourceFile, sameTitle.sourceFile, dates, "title", (other, also) =>
          also
            ? `"${page.title}" is also the title of ${other}; titles must be unique`
            : `"${page.title}" is already the title of ${other}; titles must be unique`,
        ),
      );
    } else seenTitle.set(page.title.toLowerCase(), page);
  }

  // Section defaults and the site's date come from two data files; without them there is no manifest.
  const sections = c.data.sections?.data as { sections: Section[] } | undefined;
  const site = c.data.site?.data as SiteSettings | undefined;
  if (!sections || !site) return { manifest: null, errors };
  const sectionOf = new Map(sections.sections.map((s) => [s.id, s]));
  errors.push(...unusedCollectionDefaults(sections.sections, pages, c.data.sections!.source));
  const manifest = pages.map(
    ({ data, sourceFile: _source, slug: _slug, lastmod, ...page }): ManifestEntry => {
      const section = sectionOf.get(page.section)!;
      const ofCollection = section.collections.find(({ collection }) => collection === page.source);
      return {
        ...page,
        priority: data.priority ?? ofCollection?.priority ?? section.priority,
        changefreq: data.changefreq ?? ofCollection?.changefreq ?? section.changefreq,
        // The date the page itself shows as "Last updated": its file's last commit, else its own date.
        lastmod: lastUpdated(dates.get(page.file), lastmod ?? data.updated, site.contentUpdated).date,
        robots: data.robots ?? "index,follow",
      };
    },
  );
  return { manifest, errors };
}

/**
 * Where a market's view of a page differs from the first market's in what the manifest holds (its
 * title or description, which the sitemap, search, social cards and the other domain's hreflang
 * twin share): one text must serve both, so per-market forms stay out of them.
 */
function marketDifferences(
  first: readonly ManifestEntry[],
  other: readonly ManifestEntry[],
  c: ValidContent,
) {
  const errors: ContentError[] = [];
  // Both lists come from the same files in the same order: a page is at the same place in each.
  first.forEach((entry, i) => {
    const twin = other[i];
    for (const field of ["title", "description"] as const) {
      if (!twin || twin.path !== entry.path || twin[field] === entry[field]) continue;
      const source = c.known.find((k) => k.path === entry.path)?.source;
      errors.push({
        file: entry.file,
        line: source?.lineOf([field]) ?? 1,
        field,
        message: `a page's ${field} serves both markets (the sitemap, search and social cards share it): write one text, without per-market forms`,
      });
    }
  });
  return errors;
}

export const manifestStep = defineStep({
  name: "manifest",
  adds: "the route manifest, the one list of public pages, with each page's last change from git",
  run(
    { valid, others }: { valid: ValidContent; others: ValidContent[] },
    { projectDir, contentDir, report },
  ) {
    // When each page last changed, for the sitemap and "Last updated": one git call covers content/.
    const dates = gitDates(projectDir, contentDir);
    const { manifest, errors } = buildManifest(valid, dates);
    report(errors);
    for (const other of others) {
      const theirs = buildManifest(other, dates).manifest;
      if (manifest && theirs) report(marketDifferences(manifest, theirs, valid));
    }
    return { manifest, dates };
  },
});
