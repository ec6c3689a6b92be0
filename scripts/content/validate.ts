/**
 * Step 2: validate. Sorts loaded files into collections and checks each against its schema.
 * Every problem becomes a ContentError with the file, the line, the field and a plain sentence.
 */
import type { z } from "zod";
import type { ContentError } from "./errors.ts";
import type { SourceFile } from "./load.ts";
import * as s from "./schemas.ts";

type Entry<T> = { slug: string; source: SourceFile; data: T };

export type ValidContent = {
  site: z.infer<typeof s.siteSchema>;
  sections: z.infer<typeof s.sectionsSchema>["sections"];
  home: z.infer<typeof s.homeSchema>;
  homeSource: SourceFile;
  pricing: z.infer<typeof s.pricingSchema>;
  faq: z.infer<typeof s.faqSchema>;
  faqSource: SourceFile;
  redirects: z.infer<typeof s.redirectsSchema>["redirects"];
  redirectsSource: SourceFile;
  spelling: Record<string, string>;
  spellingSource: SourceFile;
  ui: z.infer<typeof s.uiSchema>;
  uiSource: SourceFile;
  navigation: z.infer<typeof s.navigationSchema>;
  navigationSource: SourceFile;
  pages: Entry<z.infer<typeof s.plainPageSchema>>[];
  modules: Entry<z.infer<typeof s.moduleSchema>>[];
  industries: Entry<z.infer<typeof s.industrySchema>>[];
  caseStudies: Entry<z.infer<typeof s.caseStudySchema>>[];
  blog: Entry<z.infer<typeof s.blogPostSchema>>[];
  docsCategories: Entry<z.infer<typeof s.docsCategorySchema>>[];
  /** slug is "<category>/<doc>". */
  docsPages: Entry<z.infer<typeof s.docsPageSchema>>[];
};

/** Single YAML files and the schema each must match. */
const SINGLE_FILES = {
  "site.yaml": s.siteSchema,
  "sections.yaml": s.sectionsSchema,
  "home.yaml": s.homeSchema,
  "pricing.yaml": s.pricingSchema,
  "faq.yaml": s.faqSchema,
  "redirects.yaml": s.redirectsSchema,
  "spelling.yaml": s.spellingSchema,
  "ui.yaml": s.uiSchema,
  "navigation.yaml": s.navigationSchema,
} as const;

/** Markdown collections: folder pattern -> schema. */
const COLLECTIONS = [
  { key: "pages", pattern: /^pages\/([^/]+)\.md$/, schema: s.plainPageSchema },
  { key: "modules", pattern: /^modules\/([^/]+)\.md$/, schema: s.moduleSchema },
  { key: "industries", pattern: /^industries\/([^/]+)\.md$/, schema: s.industrySchema },
  { key: "caseStudies", pattern: /^case-studies\/([^/]+)\.md$/, schema: s.caseStudySchema },
  { key: "blog", pattern: /^blog\/([^/]+)\.md$/, schema: s.blogPostSchema },
  { key: "docsCategories", pattern: /^docs\/([^/]+)\/_category\.yaml$/, schema: s.docsCategorySchema },
  { key: "docsPages", pattern: /^docs\/([^/]+\/[^/]+)\.md$/, schema: s.docsPageSchema },
] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function validateContent(
  files: SourceFile[],
  contentDirLabel = "content",
): { content: ValidContent | null; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const singles: Record<string, { source: SourceFile; data: unknown } | undefined> = {};
  const collections: Record<string, Entry<unknown>[]> = Object.fromEntries(
    COLLECTIONS.map((c) => [c.key, []]),
  );

  for (const source of files) {
    if (source.rel in SINGLE_FILES) {
      const data = check(source, SINGLE_FILES[source.rel as keyof typeof SINGLE_FILES], errors);
      if (data !== undefined) singles[source.rel] = { source, data };
      continue;
    }
    const collection = COLLECTIONS.find((c) => c.pattern.test(source.rel));
    if (!collection) {
      errors.push({
        file: source.file,
        line: 1,
        field: "file",
        message: "is not a known content file (see README: where pages go)",
      });
      continue;
    }
    const slug = collection.pattern.exec(source.rel)![1];
    const badPart = slug.split("/").find((part) => !SLUG.test(part));
    if (badPart !== undefined) {
      errors.push({
        file: source.file,
        line: 1,
        field: "file name",
        message: `"${badPart}" must be lowercase words joined by hyphens (it becomes the URL)`,
      });
      continue;
    }
    const data = check(source, collection.schema, errors);
    if (data !== undefined) collections[collection.key].push({ slug, source, data });
  }

  for (const name of Object.keys(SINGLE_FILES)) {
    if (!(name in singles) && !errors.some((e) => e.file === `${contentDirLabel}/${name}`)) {
      errors.push({ file: `${contentDirLabel}/${name}`, line: 1, field: "file", message: "is missing" });
    }
  }
  if (errors.length > 0) return { content: null, errors };

  const data = <T>(name: keyof typeof SINGLE_FILES) => singles[name]!.data as T;
  const byOrder = <T extends { data: { order: number } }>(list: T[]) =>
    [...list].sort((a, b) => a.data.order - b.data.order);
  const content = {
    site: data("site.yaml"),
    sections: data<{ sections: unknown }>("sections.yaml").sections,
    home: data("home.yaml"),
    homeSource: singles["home.yaml"]!.source,
    pricing: data("pricing.yaml"),
    faq: data("faq.yaml"),
    faqSource: singles["faq.yaml"]!.source,
    redirects: data<{ redirects: unknown }>("redirects.yaml").redirects,
    redirectsSource: singles["redirects.yaml"]!.source,
    spelling: data<{ pairs: unknown }>("spelling.yaml").pairs,
    spellingSource: singles["spelling.yaml"]!.source,
    ui: data("ui.yaml"),
    uiSource: singles["ui.yaml"]!.source,
    navigation: data("navigation.yaml"),
    navigationSource: singles["navigation.yaml"]!.source,
    pages: collections.pages,
    modules: byOrder(collections.modules as Entry<{ order: number }>[]),
    industries: byOrder(collections.industries as Entry<{ order: number }>[]),
    caseStudies: byOrder(collections.caseStudies as Entry<{ order: number }>[]),
    blog: [...collections.blog].sort((a, b) =>
      (b.data as { date: string }).date < (a.data as { date: string }).date ? -1 : 1,
    ),
    docsCategories: byOrder(collections.docsCategories as Entry<{ order: number }>[]),
    docsPages: byOrder(collections.docsPages as Entry<{ order: number }>[]),
  } as ValidContent;
  return { content, errors };
}

function check(source: SourceFile, schema: z.ZodType, errors: ContentError[]): unknown {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        errors.push({
          file: source.file,
          line: source.lineOf(path),
          field: fieldName(path),
          message: "is not a known field (check the spelling)",
        });
      }
      continue;
    }
    errors.push({
      file: source.file,
      line: source.lineOf(issue.path),
      field: fieldName(issue.path) || "file",
      message: describeIssue(issue),
    });
  }
  return undefined;
}

export function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** zod's messages are for developers; writers get a sentence. Custom messages from the schema pass through. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case "invalid_type":
      return input === undefined
        ? "is required"
        : `expected ${article(issue.expected)}, got ${describeValue(input)}`;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")} (got ${describeValue(input)})`;
    case "too_small":
    case "too_big":
      return issue.message.startsWith("Too")
        ? `${issue.message.replace(/^Too (small|big): expected \w+ to (have )?/, "must be ")}`
        : issue.message;
    default:
      return issue.message.replace(/^Invalid input: /, "");
  }
}

function article(type: string) {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describeValue(v: unknown): string {
  if (v === null) return "nothing";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a group of fields";
  return `${typeof v === "string" ? "text" : `a ${typeof v}`} (${JSON.stringify(v).slice(0, 40)})`;
}
