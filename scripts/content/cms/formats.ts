/**
 * The one shape of every YAML text in content/, data file or front matter: what the editor writes
 * (its bundle registers these as Decap's formats, scripts/build/cms/editor/main.ts), what
 * `npm run format` writes, and what the content check holds every file to (steps/shape.ts). So an
 * editor's save changes only the lines of the fields it changed:
 * - keys in the schema's reading order, at every depth (keys the schema does not know keep their
 *   place after them, for the schema to refuse);
 * - block style, two spaces, one line per value: a text is never folded over several lines, so a
 *   changed sentence is one changed line; a text of several lines (Markdown with paragraphs) is a
 *   `|` block; quotes only where YAML needs them;
 * - no comments: what a field is for is its schema's description, the editor's hint beside it.
 * A Markdown file is `---`, its front matter in that shape, `---`, a blank line and the body.
 * Pure (the `yaml` package): the browser runs it as it is.
 */
import { parse, stringify } from "yaml";
import type { z } from "zod";

import { defOf, unwrap } from "./schema-def.ts";

/** The schema a value is written as: optional, default and the like unwrapped, a pipe by its input. */
const written = (schema: z.ZodType) => unwrap(schema).inner;

/** The keys an object schema (or a union of them) lists, in its order. */
function keysOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === "object") return Object.keys(def.shape ?? {});
  if (def.type === "union") return [...new Set((def.options ?? []).flatMap((o) => keysOf(written(o))))];
  return [];
}

/** The schema of `key` in an object schema, or in the first option of a union that has it. */
function fieldSchema(schema: z.ZodType, key: string): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type === "object") return def.shape?.[key];
  if (def.type === "union")
    for (const option of def.options ?? []) {
      const found = fieldSchema(written(option), key);
      if (found) return found;
    }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value with every object's keys in the schema's order, and nothing left undefined. */
function ordered(value: unknown, schema: z.ZodType | undefined): unknown {
  const shape = schema && written(schema);
  const def = shape && defOf(shape);
  if (Array.isArray(value))
    return value.map((item) => ordered(item, def?.type === "array" ? def.element : undefined));
  if (!isRecord(value)) return value;
  const known = def?.type === "record" ? [] : shape ? keysOf(shape) : [];
  const keys = [
    ...known.filter((key) => key in value),
    ...Object.keys(value).filter((key) => !known.includes(key)),
  ];
  const result: Record<string, unknown> = {};
  for (const key of keys) {
    if (value[key] === undefined) continue;
    const child = def?.type === "record" ? def.valueType : shape && fieldSchema(shape, key);
    result[key] = ordered(value[key], child);
  }
  return result;
}

/** YAML in the content's one shape (see above); `schema` orders the keys. */
export function canonicalYaml(data: unknown, schema?: z.ZodType): string {
  const value = ordered(data, schema);
  if (isRecord(value) && Object.keys(value).length === 0) return "";
  return stringify(value, { lineWidth: 0, aliasDuplicateObjects: false });
}

/** A Markdown file's parts, split where the content build splits them. */
export function splitMarkdownFile(text: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return undefined;
  return { yaml: match[1] ?? "", body: text.slice(match[0].length) };
}

/** A body as the file holds it: after one blank line, with no blank lines before or after it. */
export const trimBody = (body: string) => body.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd();

/** A Markdown file in the content's one shape: its front matter, a blank line, the body. */
export function canonicalMarkdownFile(
  data: Record<string, unknown>,
  body: string,
  schema?: z.ZodType,
): string {
  const rest = trimBody(body);
  return `---\n${canonicalYaml(data, schema)}---\n${rest ? `\n${rest}\n` : ""}`;
}

/** The names the editor's bundle registers these formats by (`CMS.registerCustomFormat`). */
export const FORMAT_NAMES = { yaml: "tracker-yaml", markdown: "tracker-markdown" } as const;

/** Decap's contract for a format (decap-cms-core's formats): a file's text to its data and back. */
export type Formatter = {
  fromFile: (text: string) => Record<string, unknown>;
  /** `sortedKeys`: the entry's top-level fields, in the editor's (the schema's) order. */
  toFile: (data: Record<string, unknown>, sortedKeys?: string[]) => string;
};

/** The schema of an entry, told by its fields (the editor hands a format nothing else). */
export type SchemaOfFields = (sortedKeys: string[]) => z.ZodType | undefined;

/** A YAML file (a settings file, an author, a tag, a docs category), in the one shape. */
export function yamlFormat(schemaOf: SchemaOfFields): Formatter {
  return {
    fromFile: (text) => (parse(text) as Record<string, unknown> | null) ?? {},
    toFile: (data, sortedKeys = []) => canonicalYaml(data, schemaOf(sortedKeys)),
  };
}

/**
 * A Markdown file: front matter in the one shape, and the body (Decap's `body` field), which
 * `shapeBody` may write as rich text would (the editor's bundle: a body typed in Markdown mode is
 * saved as the content check wants it).
 */
export function markdownFormat(schemaOf: SchemaOfFields, shapeBody = (body: string) => body): Formatter {
  return {
    fromFile: (text) => {
      const parts = splitMarkdownFile(text);
      if (!parts) return { body: text };
      const data = (parse(parts.yaml) as Record<string, unknown> | null) ?? {};
      return { ...data, body: trimBody(parts.body) };
    },
    toFile: ({ body, ...data }, sortedKeys = []) =>
      canonicalMarkdownFile(
        data,
        shapeBody(typeof body === "string" ? trimBody(body) : ""),
        schemaOf(sortedKeys),
      ),
  };
}
