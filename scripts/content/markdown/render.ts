/**
 * Step 3: render. Markdown becomes HTML once, at build time, through unified: remark-parse (with
 * GFM: tables, task lists, footnotes, strikethrough, bare links; and directives for callouts and
 * import tables), the
 * project's remark plugins, remark-rehype, the project's rehype plugins, then rehype-stringify.
 * Alongside the HTML it keeps what the cross-checks need: the headings, every link and picture with
 * its line, and the writer's mistakes the plugins found (raw HTML, a picture without alt text...).
 * Each plugin is a file of this folder, with a unit test of its own.
 */
import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type PluggableList } from "unified";
import { VFile } from "vfile";
import type { Heading } from "#app/core/content/index.ts";
import { remarkCallouts } from "./callouts.ts";
import { remarkCheckImages } from "./check-images.ts";
import { rehypeHighlight } from "./code-highlight.ts";
import { remarkCollectLinks } from "./collect-links.ts";
import { remarkDataTables } from "./data-table.ts";
import { rehypeFigures } from "./figures.ts";
import { rehypeHeadingAnchors } from "./heading-anchors.ts";
import { rehypeHeadingIds } from "./heading-ids.ts";
import { remarkRefuseRawHtml } from "./refuse-raw-html.ts";
import { forMarket, remarkMarkets } from "./markets.ts";
import { remarkFacts, withFacts, type MarkdownFacts } from "./remark-facts.ts";
import { remarkImportTables } from "./import-tables.ts";
import { renderData, type MarkdownLink, type MarkdownProblem } from "./render-data.ts";
import { rehypeScrollRegions } from "./scroll-regions.ts";
import { rehypeTableAlign } from "./table-align.ts";
import { rehypeTaskLists } from "./task-lists.ts";

export type { MarkdownLink, MarkdownProblem } from "./render-data.ts";
export type RenderedMarkdown = {
  html: string;
  headings: Heading[];
  links: MarkdownLink[];
  problems: MarkdownProblem[];
};

/**
 * The project's steps on the Markdown tree, in order. Each may read and change the tree and note
 * findings with render-data.ts (`report(file, node, message)` fails the build at the node's line).
 */
const remarkPlugins: PluggableList = [
  // First, so the steps after them see the text a reader of this market will.
  remarkMarkets,
  remarkDataTables,
  remarkFacts,
  // Before callouts, which put any other `::name` line back as text.
  remarkImportTables,
  remarkRefuseRawHtml,
  remarkCallouts,
  remarkCheckImages,
  remarkCollectLinks,
];

/** The project's steps on the HTML tree, in order. */
const rehypePlugins: PluggableList = [
  rehypeHeadingIds,
  rehypeHeadingAnchors,
  rehypeFigures,
  rehypeTableAlign,
  rehypeTaskLists,
  rehypeHighlight,
  // After the highlighter, which writes each code block anew.
  rehypeScrollRegions,
];

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkPlugins)
  .use(remarkRehype)
  .use(rehypePlugins)
  // `&amp;` rather than `&#x26;`: the same HTML, easier to read in the generated files.
  .use(rehypeStringify, { characterReferences: { useNamedReferences: true } })
  .freeze();

/**
 * Renders a body; with `facts`, the facts it names are written in (remark-facts.ts), and with
 * `facts.market`, the forms written for that market are chosen (markets.ts).
 */
export function renderMarkdown(markdown: string, facts?: MarkdownFacts): RenderedMarkdown {
  const file = new VFile(markdown);
  if (facts) withFacts(file, facts);
  if (facts?.market) forMarket(file, facts.market);
  processor.processSync(file);
  return { html: String(file), ...renderData(file) };
}
