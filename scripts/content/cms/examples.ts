/**
 * The writers' doc's front-matter examples (docs/writing.md, "Every field of every collection"),
 * made from the schemas, so they cannot drift from what the build accepts: one whole file per
 * collection, every field filled in, in the shape the editor writes, then each field with what it
 * is for (its schema's description) and whether it may be left out. References name entries that
 * exist and pictures files that exist (`site`), so each example passes the build as it is copied
 * (tests/unit/writers-doc.test.ts copies every one into the content and compiles it).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { sourcePattern } from "#scripts/content/steps/validate.ts";
import {
  COLLECTIONS,
  DATA_FILES,
  fieldKinds,
  isoDate,
  type CollectionName,
  type DataFileName,
} from "#app/core/content/index.ts";
import { BODY_FIELD, fieldNamesOf } from "./entry-schemas.ts";
import { canonicalMarkdownFile, canonicalYaml } from "./formats.ts";
import { checksOf, defOf, isFrom, unwrap } from "./schema-def.ts";
import { descriptionOf, labelOf } from "./widgets.ts";

/** What the examples may name: entries of a collection, and files under a public/ folder. */
export type ExampleSite = {
  slugs: (collection: CollectionName) => string[];
  /** A file's site path under public/images/<folder>/. */
  picture: (folder: string) => string | undefined;
  /** The ids of the entries a data file keeps under its own name (claims.yaml's claims). */
  entries: (file: string) => string[];
  /** The `group.name` keys a data file declares (imports.yaml's columns). */
  keys: (file: string) => string[];
};

/** Limits under which a field holds a few words, not a sentence. */
const SHORT_TEXT = 30;

/** A sentence about `name`, as long as the field wants it (a short field: its name). */
function sentence(name: string, collection: string, min = 0, max = Infinity): string {
  const words = labelOf(name).toLowerCase();
  if (max <= SHORT_TEXT && name !== "title") return labelOf(name).slice(0, max);
  let text = name === "title" ? `An example ${collection}` : `The ${words} of an example ${collection}.`;
  const filler = " It says what a writer would put here, in a sentence or two.";
  while (text.length < min) text += filler;
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

type Walk = { collection: string; folder: string; site: ExampleSite; at: number };

/** An example value for a field of the schema, valid as the build checks it. */
function valueOf(name: string, schema: z.ZodType, walk: Walk): unknown {
  const kind = fieldKinds.get(schema);
  if (kind?.kind === "reference") return walk.site.slugs(kind.collection as CollectionName)[walk.at];
  if (kind?.kind === "entry") return walk.site.entries(kind.file)[walk.at];
  if (kind?.kind === "key") return walk.site.keys(kind.file)[walk.at];
  if (kind?.kind === "link") return "/";
  if (kind?.kind === "asset" || kind?.kind === "media") return walk.site.picture(walk.folder);
  if (kind?.kind === "markdown") return `Markdown text of an example ${walk.collection}, with a [link](/).`;
  // A date: the schema's own form, a day that exists.
  if (isFrom(schema, isoDate)) return "2025-06-30";
  const def = defOf(schema);
  const checks = checksOf(schema);
  const bound = (check: string, key: "minimum" | "maximum" | "length") =>
    checks.find((c) => c.check === check)?.[key];
  switch (def.type) {
    case "string": {
      if (name === "slug") return `an-example-${walk.collection.replace(/\s+/g, "-")}`;
      if (def.format === "url") return "https://example.com/";
      const min = bound("min_length", "minimum") ?? 0;
      return sentence(name, walk.collection, min, bound("max_length", "maximum"));
    }
    case "number": {
      const min = checks.find((c) => c.check === "greater_than")?.value ?? 0;
      const max = checks.find((c) => c.check === "less_than")?.value;
      // A position after every real one; a share (0 to 1) halfway.
      return max !== undefined && max <= 1 ? 0.5 : Math.max(min, Math.min(99, max ?? 99));
    }
    case "boolean":
      return false;
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "object":
      return objectOf(schema, walk);
    case "array": {
      const count = bound("length_equals", "length") ?? Math.max(1, bound("min_length", "minimum") ?? 1);
      return Array.from({ length: count }, (_, i) =>
        valueOf(name, unwrap(def.element!).inner, { ...walk, at: i }),
      );
    }
    case "union":
      return valueOf(name, unwrap(def.options![0]!).inner, walk);
    default:
      return undefined;
  }
}

function objectOf(schema: z.ZodType, walk: Walk): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(defOf(schema).shape ?? {})) {
    const value = valueOf(key, unwrap(field).inner, walk);
    if (value !== undefined) data[key] = value;
  }
  return data;
}

/**
 * The example's data: every field filled in, then, while the schema refuses it, optional fields
 * dropped where it points (proof takes a case study or a quote, not both).
 */
function exampleData(schema: z.ZodType, walk: Walk): Record<string, unknown> {
  const data = objectOf(schema, walk);
  for (let tries = 0; tries < 20; tries++) {
    const result = schema.safeParse(data);
    if (result.success) break;
    const path = result.error.issues[0]!.path as (string | number)[];
    let at: Record<string, unknown> = data;
    for (const key of path)
      if (at[key] && typeof at[key] === "object") at = at[key] as Record<string, unknown>;
    // The refused field itself when the path reaches it, else the last of the object it points into.
    const field = path.at(-1);
    const last = field !== undefined && Object.hasOwn(at, field) ? String(field) : Object.keys(at).at(-1);
    if (last === undefined) break;
    delete at[last];
  }
  return data;
}

/** Where a collection's files go, as the doc names it: content/blog/<name>.md */
const placeOf = (name: CollectionName) =>
  `content/${COLLECTIONS[name].source.replace("docs/*", "docs/<category>").replace("*", "<name>")}`;

/** One collection's example: where the file could go, and the file. */
export function exampleFile(name: CollectionName, site: ExampleSite): { path: string; text: string } {
  const { source, schema } = COLLECTIONS[name];
  const folder = source.split("/")[0]!;
  const collection = labelOf(name).toLowerCase().replace(/ies$/, "y").replace(/s$/, "");
  const data = exampleData(schema, { collection, folder, site, at: 0 });
  const path = source
    .replace(/^docs\/\*/, `docs/${site.slugs("docsCategories")[0]}`)
    .replace("*", `an-example-${collection.replace(/\s+/g, "-")}`);
  const text = source.endsWith(".md")
    ? canonicalMarkdownFile(data, `The ${collection}'s text, in Markdown.`, schema)
    : canonicalYaml(data, schema);
  return { path: `content/${path}`, text };
}

/** Each field of a collection: its name, whether it may be left out, and what it is for. */
function fieldNotes(name: CollectionName): string[] {
  const { schema } = COLLECTIONS[name];
  const shape = defOf(schema).shape ?? {};
  return [...fieldNamesOf(schema), ...(COLLECTIONS[name].source.endsWith(".md") ? [BODY_FIELD] : [])].map(
    (key) => {
      if (key === BODY_FIELD) return "- `body` (after the second `---`): the page's text, in Markdown.";
      const optional = unwrap(shape[key]!).optional;
      const about = descriptionOf(shape[key]!);
      return `- \`${key}\`${optional ? " (may be left out)" : ""}${about ? `: ${about}` : ""}`;
    },
  );
}

/** The doc's section: for each collection, its example file and its fields. */
export function examplesSection(site: ExampleSite): string {
  const parts = (Object.keys(COLLECTIONS) as CollectionName[]).map((name) => {
    const { path, text } = exampleFile(name, site);
    const language = path.endsWith(".md") ? "md" : "yaml";
    const heading = `### ${labelOf(name)} (\`${placeOf(name)}\`)`;
    return [heading, "", `\`\`\`${language}`, text.trimEnd(), "```", "", ...fieldNotes(name)].join("\n");
  });
  return parts.join("\n\n");
}

/** The writers' doc, whose examples of every collection are made from the schemas. */
export const WRITERS_DOC = "docs/writing.md";

/** Every file under `dir`, by its path there with forward slashes; none when there is no such folder. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => name.split("\\").join("/"));
}

/** What a project's content folder and its public/ hold, for the examples. */
export function projectSite(projectDir: string): ExampleSite {
  const list = (dir: string) => filesUnder(join(projectDir, dir));
  const files = list("content");
  const dataOf = (file: string) =>
    parse(readFileSync(join(projectDir, "content", DATA_FILES[file as DataFileName].file), "utf8")) as Record<
      string,
      unknown
    >;
  return {
    slugs: (collection) => {
      const pattern = sourcePattern(COLLECTIONS[collection].source);
      return files.flatMap((file) => pattern.exec(file)?.slice(1).join("/") ?? []).sort();
    },
    picture: (folder) => {
      const found = list(`public/images/${folder}`).sort()[0];
      return found && `/images/${folder}/${found}`;
    },
    entries: (file) => Object.keys((dataOf(file)[file] as Record<string, unknown> | undefined) ?? {}),
    keys: (file) => {
      const declare = (DATA_FILES[file as DataFileName] as { keys?: (data: never) => string[] }).keys;
      return declare ? declare(dataOf(file) as never) : [];
    },
  };
}

/** Where the section sits in docs/writing.md. */
const START =
  "<!-- Written by npm run format from the schemas (scripts/content/cms/examples.ts): edit those. -->";
const END = "<!-- End of the written examples. -->";

/** The writers' doc with its examples section written anew (or `undefined` when it has no place for one). */
export function withExamples(doc: string, section: string): string | undefined {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) return undefined;
  return `${doc.slice(0, from + START.length)}\n\n${section}\n\n${doc.slice(to)}`;
}
