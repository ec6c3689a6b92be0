/**
 * Step 4: the route manifest — the one list of every public page. prerender(), routes.ts,
 * sitemap.xml, the sitemap page, the header and footer links and the tests all read it.
 */
import type { ContentError } from "./errors.ts";
import type { SourceFile } from "./load.ts";
import type { SectionId } from "./schemas.ts";
import type { ValidContent } from "./validate.ts";

/** Which page component renders a path; routes.ts maps each to a file in app/routes/. */
export const TEMPLATES = [
  "home",
  "page",
  "contact",
  "pricing",
  "faq",
  "sitemap",
  "module-index",
  "module",
  "industry-index",
  "industry",
  "case-study-index",
  "case-study",
  "blog-index",
  "blog-post",
  "docs-index",
  "docs-category",
  "docs-page",
] as const;
export type Template = (typeof TEMPLATES)[number];

export type ManifestEntry = {
  /** Site path in the one URL form: leading slash, no trailing slash. */
  path: string;
  title: string;
  description: string;
  section: SectionId;
  priority: number;
  changefreq: string;
  /** YYYY-MM-DD */
  lastmod: string;
  template: Template;
  robots: "index,follow" | "noindex";
  /** The content file a writer edits to change this page. */
  file: string;
};

/** Plain pages whose slug is the index of a collection or a page with its own layout. */
const PAGE_TEMPLATES: Partial<Record<string, Template>> = {
  contact: "contact",
  pricing: "pricing",
  faq: "faq",
  sitemap: "sitemap",
  modules: "module-index",
  industries: "industry-index",
  "case-studies": "case-study-index",
  blog: "blog-index",
  documentation: "docs-index",
};

/** The URL of each entry: the slug field wins over the file name. */
export function slugOf(entry: { slug: string; data: { slug?: string } }): string {
  return entry.data.slug ?? entry.slug;
}

type Page = {
  source: SourceFile;
  explicitSlug?: boolean;
  path: string;
  title: string;
  description: string;
  section: SectionId;
  template: Template;
  robots?: ManifestEntry["robots"];
  priority?: number;
  changefreq?: string;
  updated?: string;
};

/** Every page with its path, before section defaults are applied. Order: the sitemap's order. */
export function collectPages(c: ValidContent): Page[] {
  const md = <
    T extends {
      title: string;
      description: string;
      slug?: string;
      priority?: number;
      changefreq?: string;
      updated?: string;
    },
  >(
    data: T,
  ) => ({
    explicitSlug: data.slug !== undefined,
    title: data.title,
    description: data.description,
    priority: data.priority,
    changefreq: data.changefreq,
    updated: data.updated,
  });
  return [
    { source: c.homeSource, path: "/", section: "main", template: "home", ...md(c.home) },
    ...c.pages.map((p) => ({
      source: p.source,
      path: `/${slugOf(p)}`,
      section: p.data.section,
      template: PAGE_TEMPLATES[slugOf(p)] ?? "page",
      robots: p.data.robots,
      ...md(p.data),
    })),
    ...c.industries.map((p) => ({
      source: p.source,
      path: `/industries/${slugOf(p)}`,
      section: "industries" as const,
      template: "industry" as const,
      ...md(p.data),
    })),
    ...c.modules.map((p) => ({
      source: p.source,
      path: `/modules/${slugOf(p)}`,
      section: "modules" as const,
      template: "module" as const,
      ...md(p.data),
    })),
    ...c.caseStudies.map((p) => ({
      source: p.source,
      path: `/case-studies/${slugOf(p)}`,
      section: "case-studies" as const,
      template: "case-study" as const,
      ...md(p.data),
    })),
    ...c.blog.map((p) => ({
      source: p.source,
      path: `/blog/${slugOf(p)}`,
      section: "blog" as const,
      template: "blog-post" as const,
      ...md(p.data),
      updated: p.data.updated ?? p.data.date,
    })),
    ...c.docsCategories.flatMap((cat) => [
      {
        source: cat.source,
        path: `/documentation/${cat.slug}`,
        section: "documentation" as const,
        template: "docs-category" as const,
        ...md(cat.data),
      },
      ...c.docsPages
        .filter((p) => p.slug.startsWith(`${cat.slug}/`))
        .map((p) => ({
          source: p.source,
          path: `/documentation/${cat.slug}/${slugOf({ slug: p.slug.split("/")[1], data: p.data })}`,
          section: "documentation" as const,
          template: "docs-page" as const,
          ...md(p.data),
        })),
    ]),
  ];
}

export function buildManifest(c: ValidContent): { manifest: ManifestEntry[]; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const sections = new Map(c.sections.map((s) => [s.id, s]));
  const pages = collectPages(c);

  // A docs page whose folder has no _category.yaml would have no parent page and no way in.
  for (const doc of c.docsPages) {
    const category = doc.slug.split("/")[0];
    if (!c.docsCategories.some((cat) => cat.slug === category)) {
      errors.push({
        file: doc.source.file,
        line: 1,
        field: "file",
        message: `its folder has no content/docs/${category}/_category.yaml`,
      });
    }
  }

  const seenPath = new Map<string, Page>();
  const seenTitle = new Map<string, Page>();
  for (const page of pages) {
    const samePath = seenPath.get(page.path);
    if (samePath) {
      // Blame the file whose `slug` field caused the clash, if one of them has it.
      const [culprit, other] =
        samePath.explicitSlug && !page.explicitSlug ? [samePath, page] : [page, samePath];
      errors.push({
        file: culprit.source.file,
        line: culprit.source.lineOf(["slug"]),
        field: "slug",
        message: `${page.path} is already used by ${other.source.file}`,
      });
    } else seenPath.set(page.path, page);
    const sameTitle = seenTitle.get(page.title.toLowerCase());
    if (sameTitle) {
      errors.push({
        file: page.source.file,
        line: page.source.lineOf(["title"]),
        field: "title",
        message: `"${page.title}" is already the title of ${sameTitle.source.file}; titles must be unique`,
      });
    } else seenTitle.set(page.title.toLowerCase(), page);
  }

  const manifest = pages.map((page): ManifestEntry => {
    const section = sections.get(page.section)!;
    return {
      path: page.path,
      title: page.title,
      description: page.description,
      section: page.section,
      priority: page.priority ?? section.priority,
      changefreq: page.changefreq ?? section.changefreq,
      lastmod: page.updated ?? c.site.contentUpdated,
      template: page.template,
      robots: page.robots ?? "index,follow",
      file: page.source.file,
    };
  });
  return { manifest, errors };
}
