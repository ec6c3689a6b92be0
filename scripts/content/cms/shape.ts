/**
 * A content file in the shape the editor writes it (formats.ts for YAML, Decap's rich text for a
 * Markdown body), and where a file is not: the content check reports its first differing line,
 * and `npm run format` writes the shape, but never a body the rewrite would change on the page.
 */
import type { z } from "zod";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";
import { canonicalMarkdownFile, canonicalYaml, splitMarkdownFile, trimBody } from "./formats.ts";

/** What a save through the editor writes for one file. */
export type Shaped = {
  /** The file as the editor writes it. */
  text: string;
  /** The 1-based line of the body's first line in `text` (0 for a YAML file). */
  bodyLine: number;
  /** Whether the rewrite keeps what the page shows (a YAML file's always does). */
  faithful: boolean;
};

/** A mistake of shape: its line, the field it belongs to ("format" or "body"), and what to do. */
export type ShapeProblem = { line: number; field: string; message: string };

/**
 * The file as the editor writes it. `data` is its YAML as parsed (front matter, for Markdown);
 * `richText` is Decap's round trip (rich-text.ts), given for Markdown files.
 */
function shapeOf(
  text: string,
  data: Record<string, unknown>,
  schema: z.ZodType | undefined,
  richText?: (markdown: string) => string,
): Shaped {
  // A byte-order mark is harmless (editors on Windows add one); the editor writes none.
  const parts = richText && splitMarkdownFile(text.replace(/^\uFEFF/, ""));
  if (!parts) return { text: canonicalYaml(data, schema), bodyLine: 0, faithful: true };
  const { text: written, faithful } = shapedBody(trimBody(parts.body), richText);
  const shaped = canonicalMarkdownFile(data, written, schema);
  return { text: shaped, bodyLine: shaped.split("\n").indexOf("---", 1) + 3, faithful };
}

/**
 * A body as a save through rich text writes it, and whether the page stays the same. A body the
 * build refuses already (raw HTML, a callout left as text) is kept as it is: its own error says
 * what to fix, and its shape follows the fix.
 */
export function shapedBody(
  body: string,
  richText: (markdown: string) => string,
): { text: string; faithful: boolean } {
  const written = body ? richText(body) : "";
  if (written === body) return { text: body, faithful: true };
  const before = renderMarkdown(body);
  if (before.problems.length > 0) return { text: body, faithful: true };
  return { text: written, faithful: renderMarkdown(written).html === before.html };
}

const quoted = (line: string) => JSON.stringify(line.length > 120 ? `${line.slice(0, 117)}...` : line);

/** Where `text` parts from its shape, as one problem; none when it is in shape. */
function shapeProblem(text: string, shaped: Shaped): ShapeProblem | undefined {
  const source = text.replace(/^\uFEFF/, "");
  if (source === shaped.text) return undefined;
  if (source.includes("\r\n"))
    return {
      line: 1,
      field: "format",
      message: "has Windows line ends (CRLF); the editor writes LF: run npm run format",
    };
  const [have, want] = [source.split("\n"), shaped.text.split("\n")];
  let at = 0;
  while (at < have.length && have[at] === want[at]) at++;
  const line = at + 1;
  const inBody = shaped.bodyLine > 0 && line >= shaped.bodyLine;
  const expected =
    at >= want.length
      ? "ends the file before this line"
      : want[at] === ""
        ? "puts a blank line before this line"
        : `writes this line as ${quoted(want[at]!)}`;
  if (inBody && !shaped.faithful)
    return {
      line,
      field: "body",
      message: `the editor's rich text cannot keep this as written: it ${expected}, and the page would change; write it as the editor does (docs/writing.md, "The editor")`,
    };
  return { line, field: inBody ? "body" : "format", message: `the editor ${expected}: run npm run format` };
}

/** Whether a content file (by its path) is Markdown: a body after front matter. */
export const isMarkdownFile = (rel: string) => rel.endsWith(".md");

/**
 * A content file's shape and where the file parts from it (none when it is in shape). `rel` is its
 * path in content/: a Markdown file's body is shaped by `richText` (needed for one), a YAML file
 * by `schema` alone. `data` is its YAML as parsed (front matter, for Markdown).
 */
export function fileShape(
  rel: string,
  text: string,
  data: Record<string, unknown>,
  schema: z.ZodType | undefined,
  richText: ((markdown: string) => string) | undefined,
): { shaped: Shaped; problem: ShapeProblem | undefined } {
  const shaped = shapeOf(text, data, schema, isMarkdownFile(rel) ? richText : undefined);
  return { shaped, problem: shapeProblem(text, shaped) };
}

/**
 * The problem of a body as the editor holds it, when a save through rich text could not keep it
 * without changing the page (none when it can): its line counts from the body's first.
 */
export function bodyShapeProblem(
  body: string,
  richText: (markdown: string) => string,
): ShapeProblem | undefined {
  const text = body.trim();
  const shaped = shapedBody(text, richText);
  if (shaped.faithful) return undefined;
  // The body alone, as a file that is all body.
  return shapeProblem(`${text}\n`, { text: `${shaped.text}\n`, bodyLine: 1, faithful: false });
}
