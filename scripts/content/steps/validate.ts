/**
 * Validate. Sorts loaded files into the registry's data files and collections and checks
 * each against its schema. Every problem becomes a ContentError with the file, the line, the field
 * and a plain sentence. A file that fails still tells later steps where its page lives, so links to
 * it are not reported as broken on top of its own error.
 */
import type { z } from "zod";
import { COLLECTIONS, DATA_FILES, type CollectionName, type DataFileName } from "#app/core/content/index.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";

/** An entry of a collection whose file passed its schema. */
type ValidEntry = {
  collection: CollectionName;
  slug: string;
  path: string;
  source: SourceFile;
  data: unknown;
};
/** Every file of a collection, valid or not: what links and references may point at. */
type KnownEntry = {
  collection: CollectionName;
  slug: string;
  path: string;
  source: SourceFile;
  valid: boolean;
};

/** A file that was read but failed its schema: its other fields are still checked in the same run. */
type RefusedFile = { source: SourceFile; schema: z.ZodType; path: string | null };

export type ValidContent = {
  /** Data files that passed their schema (a missing key: the file is missing or failed). */
  data: { [Name in DataFileName]?: { source: SourceFile; data: unknown } };
  entries: Record<CollectionName, ValidEntry[]>;
  known: KnownEntry[];
  refused: RefusedFile[];
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Matcher = { name: CollectionName; pattern: RegExp };

/** "docs/*\/*.md" -> /^docs\/([^/]+)\/([^/]+)\.md$/ */
export function sourcePattern(source: string): RegExp {
  const escaped = source.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join("([^/]+)")}$`);
}

const MATCHERS: Matcher[] = (Object.keys(COLLECTIONS) as CollectionName[]).map((name) => ({
  name,
  pattern: sourcePattern(COLLECTIONS[name].source),
}));

/** The URL of an entry: the collection's pattern with the slug, the `slug` field naming the last part. */
function entryPath(collection: CollectionName, slug: string, slugField?: unknown): string {
  const parts = slug.split("/");
  if (typeof slugField === "string" && SLUG.test(slugField)) parts[parts.length - 1] = slugField;
  return COLLECTIONS[collection].url.replace(":slug", parts.join("/"));
}

function validateContent(
  files: SourceFile[],
  contentDirLabel: string,
): { content: ValidContent; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const content: ValidContent = {
    data: {},
    entries: Object.fromEntries(MATCHERS.map((m) => [m.name, []])) as unknown as ValidContent["entries"],
    known: [],
    refused: [],
  };
  const dataFileOf = new Map(
    (Object.keys(DATA_FILES) as DataFileName[]).map((name) => [DATA_FILES[name].file, name]),
  );
  const seenDataFiles = new Set<DataFileName>();

  for (const source of files) {
    errors.push(...source.errors);
    const dataName = dataFileOf.get(source.rel);
    if (dataName) {
      seenDataFiles.add(dataName);
      const { schema } = DATA_FILES[dataName];
      const data = source.data === undefined ? undefined : check(source, schema, errors);
      if (data !== undefined) content.data[dataName] = { source, data };
      else if (source.data !== undefined) content.refused.push({ source, schema, path: null });
      continue;
    }
    const matcher = MATCHERS.find((m) => m.pattern.test(source.rel));
    if (!matcher) {
      errors.push({
        file: source.file,
        line: 1,
        field: "file",
        message: "is not a known content file (see README: where pages go)",
      });
      continue;
    }
    const slug = matcher.pattern.exec(source.rel)!.slice(1).join("/");
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
    const slugField = (source.data as { slug?: unknown } | undefined)?.slug;
    const path = entryPath(matcher.name, slug, slugField);
    const { schema } = COLLECTIONS[matcher.name];
    const data = source.data === undefined ? undefined : check(source, schema, errors);
    content.known.push({ collection: matcher.name, slug, path, source, valid: data !== undefined });
    if (data !== undefined)
      content.entries[matcher.name].push({ collection: matcher.name, slug, path, source, data });
    else if (source.data !== undefined) content.refused.push({ source, schema, path });
  }

  for (const name of Object.keys(DATA_FILES) as DataFileName[]) {
    if (!seenDataFiles.has(name)) {
      errors.push({
        file: `${contentDirLabel}/${DATA_FILES[name].file}`,
        line: 1,
        field: "file",
        message: "is missing",
      });
    }
  }
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    const sort = COLLECTIONS[name].sort as (a: unknown, b: unknown) => number;
    content.entries[name].sort((a, b) => sort(a.data, b.data) || (a.slug < b.slug ? -1 : 1));
  }
  return { content, errors };
}

/** The parsed data, or undefined after adding an error for every issue the schema found. */
function check(source: SourceFile, schema: z.ZodType, errors: ContentError[]): unknown {
  // The same bytes at the same path passed this schema before (the cache's key covers the schema).
  if (source.cached?.validFor === source.rel) return source.cached.valid;
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) {
    if (source.cached) Object.assign(source.cached, { valid: result.data, validFor: source.rel });
    return result.data;
  }
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
export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  // A field left out is the commonest mistake, whatever its type: say so plainly.
  if (input === undefined && (issue.code === "invalid_type" || issue.code === "invalid_value"))
    return "is required";
  switch (issue.code) {
    case "invalid_type":
      return `expected ${article(issue.expected)}, got ${describeValue(input)}`;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")} (got ${describeValue(input)})`;
    case "too_small":
    case "too_big":
      return issue.message.startsWith("Too") ? describeBound(issue) : issue.message;
    default:
      return issue.message.replace(/^Invalid input: /, "");
  }
}

/** A limit zod worded for developers ("Too small: expected number to be >0"), in words. */
function describeBound(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === "too_small";
  const bound = Number(small ? issue.minimum : issue.maximum);
  const unit = { string: "character", array: "item", set: "item", file: "byte" }[issue.origin as string];
  if (unit) {
    const count = `${bound} ${unit}${bound === 1 ? "" : "s"}`;
    if (issue.exact) return `must have exactly ${count}`;
    return `must have at ${small ? "least" : "most"} ${count}`;
  }
  if (issue.inclusive === false) return `must be ${small ? "more" : "less"} than ${bound}`;
  return `must be at ${small ? "least" : "most"} ${bound}`;
}

function article(type: string) {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describeValue(v: unknown): string {
  if (v === null) return "nothing";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a group of fields";
  const shown = typeof v === "string" ? JSON.stringify(v) : String(v);
  return `${typeof v === "string" ? "text" : `a ${typeof v}`} (${shown.slice(0, 40)})`;
}

export const validateStep = defineStep({
  name: "validate",
  adds: "each file sorted into its data file or collection and checked against its schema",
  run({ files }: { files: SourceFile[] }, { label, report }) {
    const { content, errors } = validateContent(files, label);
    report(errors);
    return { valid: content };
  },
});
