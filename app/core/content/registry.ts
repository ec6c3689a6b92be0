/**
 * The content registry: every kind of content the site has, declared once. Validation, the route
 * manifest, the compiled JSON, app/routes.ts, the index pages and the sitemap all iterate it.
 *
 * Adding a collection (say, a changelog) is one entry in COLLECTIONS and one page component,
 * app/routes/<template>.tsx; the README's "Adding a collection" walks through it.
 */
import type { z } from "zod";
import type { IconName } from "./icons.ts";
import * as s from "#app/core/content/schemas/index.ts";
import type { SectionId } from "#app/core/content/schemas/index.ts";

/** What a list of entries shows for each one: index pages, menus, related links. */
export type Card = {
  path: string;
  title: string;
  text: string;
  icon?: IconName;
  /** A line above the title: a category, a place, or a date as the market writes it. */
  meta?: string;
  /** A YYYY-MM-DD date the card shows as the market writes it (a blog post's). */
  date?: string;
  /** A headline figure (a case study's first result). */
  figure?: { value: string; label: string };
};

/** One file of a collection, as the registry's functions see it. */
type EntryOf<Data> = { slug: string; path: string; data: Data };

export type CollectionDefinition<Schema extends z.ZodType> = {
  /**
   * Where the files live under content/. `*` stands for one folder or file name; together the
   * names it matches make the entry's slug ("docs/*\/*.md" gives "getting-started/inviting-your-team").
   */
  source: string;
  /** The frontmatter (Markdown) or the whole file (YAML) of every entry. */
  schema: Schema;
  /** The page's URL; `:slug` is the slug, or the entry's `slug` field for its last part. */
  url: string;
  /** The sitemap section that lists these pages (sections.yaml gives its priority and change frequency). */
  section: SectionId | ((data: z.output<Schema>) => SectionId);
  /** The page component, app/routes/<template>.tsx; a function lets one collection use several. */
  template: string | ((slug: string) => string);
  /** The slug of the page in content/pages/ that lists this collection as cards. */
  index?: string;
  /** Entries belong to an entry of another collection (docs pages to their category), by slug. */
  parent?: ParentLink;
  /** The order of every list of these entries. */
  sort: (a: z.output<Schema>, b: z.output<Schema>) => number;
  /** sitemap.xml's lastmod, when the entry knows it (otherwise its `updated` field or the site's date). */
  lastmod?: (data: z.output<Schema>) => string | undefined;
  card: (entry: EntryOf<z.output<Schema>>) => Omit<Card, "path">;
  /**
   * Fields quoted exactly as another product writes them (an export's column headers), by their
   * path in the entry with `*` for any index: the market's spelling and usage checks leave them be.
   */
  asWritten?: string[];
};

/** Which collection an entry belongs to, and the parent's slug for an entry's slug. */
export type ParentLink = { collection: string; slugOf: (slug: string) => string };

/** Types each callback's `data` from the schema, as Astro's defineCollection does. */
function defineCollection<Schema extends z.ZodType>(definition: CollectionDefinition<Schema>) {
  return definition;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** Plain pages whose slug gives them a page component of their own. */
const PAGE_TEMPLATES: Record<string, string> = {
  contact: "contact",
  "get-started": "get-started",
  login: "login",
  "payment-success": "payment-success",
  pricing: "pricing",
  faq: "faq",
  sitemap: "sitemap",
  // Index pages with a layout of their own: modules by category, integrations by kind.
  modules: "modules-index",
  integrations: "integrations-index",
  // The blog's list pages, tag pages and author pages share one template, so one route.
  blog: "blog-list",
};

/** The page component of a plain page without one of its own. */
export const DEFAULT_PAGE_TEMPLATE = "page";

export const COLLECTIONS = {
  pages: defineCollection({
    source: "pages/*.md",
    schema: s.plainPageSchema,
    url: "/:slug",
    section: (data) => data.section,
    template: (slug) => PAGE_TEMPLATES[slug] ?? DEFAULT_PAGE_TEMPLATE,
    // By file name (the tie-break every collection falls back on).
    sort: () => 0,
    card: ({ data }) => ({ title: data.title, text: data.description }),
  }),
  industries: defineCollection({
    source: "industries/*.md",
    schema: s.industrySchema,
    url: "/industries/:slug",
    section: "industries",
    template: "industry",
    index: "industries",
    sort: byOrder,
    card: ({ data }) => ({ title: data.title, text: data.summary, icon: data.icon }),
  }),
  modules: defineCollection({
    source: "modules/*.md",
    schema: s.moduleSchema,
    url: "/modules/:slug",
    section: "modules",
    template: "module",
    index: "modules",
    sort: byOrder,
    card: ({ data }) => ({ title: data.title, text: data.summary, icon: data.icon, meta: data.category }),
  }),
  caseStudies: defineCollection({
    source: "case-studies/*.md",
    schema: s.caseStudySchema,
    url: "/case-studies/:slug",
    section: "case-studies",
    template: "case-study",
    index: "case-studies",
    sort: byOrder,
    card: ({ data }) => ({
      title: data.title,
      text: data.summary,
      meta: data.location,
      figure: data.results[0],
    }),
  }),
  integrations: defineCollection({
    source: "integrations/*.md",
    schema: s.integrationSchema,
    url: "/integrations/:slug",
    section: "integrations",
    template: "integration",
    index: "integrations",
    sort: (a, b) =>
      s.INTEGRATION_KINDS.indexOf(a.kind) - s.INTEGRATION_KINDS.indexOf(b.kind) || a.order - b.order,
    card: ({ data }) => ({ title: data.partner, text: data.summary }),
  }),
  // Moving to Tracker from the system a shop uses now, one page per system.
  movingFrom: defineCollection({
    source: "moving-from/*.md",
    schema: s.movingFromSchema,
    url: "/moving-from/:slug",
    section: "resources",
    template: "moving-from",
    index: "moving-from",
    sort: byOrder,
    card: ({ data }) => ({ title: data.system, text: data.summary }),
    asWritten: ["mapping.*.columns.*.from"],
  }),
  blog: defineCollection({
    source: "blog/*.md",
    schema: s.blogPostSchema,
    url: "/blog/:slug",
    section: "blog",
    template: "blog-post",
    index: "blog",
    // Newest first.
    sort: (a, b) => b.date.localeCompare(a.date),
    lastmod: (data) => data.updated ?? data.date,
    card: ({ data }) => ({ title: data.title, text: data.description, date: data.date }),
  }),
  // Blog authors and tags: each has a page listing its posts (app/routes/blog-list.tsx).
  authors: defineCollection({
    source: "authors/*.yaml",
    schema: s.authorSchema,
    url: "/blog/authors/:slug",
    section: "blog",
    template: "blog-list",
    sort: (a, b) => a.name.localeCompare(b.name),
    card: ({ data }) => ({ title: data.name, text: data.bio, meta: data.role }),
  }),
  tags: defineCollection({
    source: "tags/*.yaml",
    schema: s.tagSchema,
    url: "/blog/tags/:slug",
    section: "blog",
    template: "blog-list",
    sort: (a, b) => a.label.localeCompare(b.label),
    card: ({ data }) => ({ title: data.title, text: data.description }),
  }),
  docsCategories: defineCollection({
    source: "docs/*/_category.yaml",
    schema: s.docsCategorySchema,
    url: "/documentation/:slug",
    section: "resources",
    template: "docs-category",
    index: "documentation",
    sort: byOrder,
    card: ({ data }) => ({ title: data.title, text: data.description, icon: data.icon }),
  }),
  docsPages: defineCollection({
    source: "docs/*/*.md",
    schema: s.docsPageSchema,
    url: "/documentation/:slug",
    section: "resources",
    template: "docs-page",
    parent: { collection: "docsCategories", slugOf: (slug) => slug.split("/")[0]! },
    sort: byOrder,
    card: ({ data }) => ({ title: data.title, text: data.description }),
  }),
};

export type CollectionName = keyof typeof COLLECTIONS;
export type CollectionData<Name extends CollectionName> = z.output<(typeof COLLECTIONS)[Name]["schema"]>;

/** The settings and copy kept in single YAML files. `page` makes the file a page of its own. */
export const DATA_FILES = {
  site: { file: "site.yaml", schema: s.siteSchema },
  markets: { file: "markets.yaml", schema: s.marketsSchema },
  sections: { file: "sections.yaml", schema: s.sectionsSchema },
  home: {
    file: "home.yaml",
    schema: s.homeSchema,
    page: { path: "/", template: "home", section: "main" as SectionId },
  },
  pricing: { file: "pricing.yaml", schema: s.pricingSchema },
  // `keys`: the names other files may give with keyIn("imports"), each checked at its line.
  imports: { file: "imports.yaml", schema: s.importsSchema, keys: s.importColumnKeys },
  forms: { file: "forms.yaml", schema: s.formsSchema },
  faq: { file: "faq.yaml", schema: s.faqSchema },
  subProcessors: { file: "sub-processors.yaml", schema: s.subProcessorsSchema },
  claims: { file: "claims.yaml", schema: s.claimsSchema },
  quotes: { file: "quotes.yaml", schema: s.quotesSchema },
  machines: { file: "machines.yaml", schema: s.machinesSchema },
  redirects: { file: "redirects.yaml", schema: s.redirectsSchema },
  spelling: { file: "spelling.yaml", schema: s.spellingSchema },
  usage: { file: "usage.yaml", schema: s.usageSchema },
  ui: { file: "ui.yaml", schema: s.uiSchema },
  navigation: { file: "navigation.yaml", schema: s.navigationSchema },
};

export type DataFileName = keyof typeof DATA_FILES;

/** The data files that tell the build how to check and respell text: no page shows them. */
const CHECK_FILES = ["spelling", "usage"] as const satisfies readonly DataFileName[];
export type CheckFileName = (typeof CHECK_FILES)[number];
export const isCheckFile = (name: string): name is CheckFileName =>
  (CHECK_FILES as readonly string[]).includes(name);
export type DataOf<Name extends DataFileName> = z.output<(typeof DATA_FILES)[Name]["schema"]>;

/** The page component that lists a collection's entries under an index page's Markdown intro. */
export const INDEX_TEMPLATE = "collection-index";

/** The collection an entry of `name` belongs to, if any (docs pages: their category). */
export function parentLink(name: CollectionName): (ParentLink & { collection: CollectionName }) | undefined {
  return (COLLECTIONS[name] as { parent?: ParentLink & { collection: CollectionName } }).parent;
}
