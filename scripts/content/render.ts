/**
 * Step 3: render. Markdown becomes HTML once, at build time, with one processor built once.
 * Raw HTML in Markdown is dropped (remark-rehype without allowDangerousHtml); headings get ids.
 * Alongside the HTML we keep what the cross-checks need: the headings (ToC, #anchors) and every link.
 */
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

export type Heading = { id: string; text: string; depth: 2 | 3 };
/** A link found in Markdown, with the 1-based line within the Markdown source. */
export type MarkdownLink = { url: string; line: number };
export type RenderedMarkdown = { html: string; headings: Heading[]; links: MarkdownLink[] };

type Node = {
  type: string;
  tagName?: string;
  url?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  position?: { start: { line: number } };
};

function visit(node: Node, fn: (n: Node) => void) {
  fn(node);
  node.children?.forEach((child) => visit(child, fn));
}

function textOf(node: Node): string {
  return node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");
}

/** remark plugin: records every link and its line before the tree turns into HTML. */
function collectLinks() {
  return (tree: Node, file: { data: Record<string, unknown> }) => {
    const links: MarkdownLink[] = [];
    visit(tree, (n) => {
      if ((n.type === "link" || n.type === "definition") && n.url)
        links.push({ url: n.url, line: n.position?.start.line ?? 1 });
    });
    file.data.links = links;
  };
}

/** rehype plugin (after rehype-slug): records h2/h3 ids and text for the table of contents. */
function collectHeadings() {
  return (tree: Node, file: { data: Record<string, unknown> }) => {
    const headings: Heading[] = [];
    visit(tree, (n) => {
      if ((n.tagName === "h2" || n.tagName === "h3") && typeof n.properties?.id === "string") {
        headings.push({ id: n.properties.id, text: textOf(n), depth: n.tagName === "h2" ? 2 : 3 });
      }
    });
    file.data.headings = headings;
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(collectLinks)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(collectHeadings)
  .use(rehypeStringify)
  .freeze();

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const file = processor.processSync(markdown);
  return {
    html: String(file),
    headings: (file.data.headings as Heading[]) ?? [],
    links: (file.data.links as MarkdownLink[]) ?? [],
  };
}
