/**
 * What the project's Markdown plugins learn about a text while it is rendered, kept on the vfile's
 * `data` so each plugin stays independent: the links and pictures to check, the headings that are
 * link targets, and the writer's mistakes a plugin found (raw HTML, a picture without alt text...),
 * each with its 1-based line within the Markdown text.
 */
import type { Node } from "unist";
import type { VFile } from "vfile";
import type { Heading } from "#app/core/content/index.ts";

/** A link or picture found in Markdown, with its 1-based line within the Markdown text. */
export type MarkdownLink = { url: string; line: number; kind: "link" | "image" };
/** A writer's mistake a plugin found, which fails the build as `file:line field: message`. */
export type MarkdownProblem = { line: number; message: string };

export type RenderData = { links: MarkdownLink[]; headings: Heading[]; problems: MarkdownProblem[] };

/** The render's findings on `file`, created on first use. */
export function renderData(file: VFile): RenderData {
  const data = file.data as { render?: RenderData };
  return (data.render ??= { links: [], headings: [], problems: [] });
}

/** The 1-based line a node starts on (1 for a node the parser did not place). */
export const lineOf = (node: Node): number => node.position?.start.line ?? 1;

/** Notes a mistake at `node`; the render carries on, so one run lists every mistake. */
export function report(file: VFile, node: Node, message: string): void {
  renderData(file).problems.push({ line: lineOf(node), message });
}
