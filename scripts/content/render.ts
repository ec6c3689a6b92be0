/**
 * Step 3: render. Markdown becomes HTML once, at build time, with one markdown-it instance
 * (CommonMark with GitHub's tables, strikethrough and bare links). Headings get GitHub-style ids.
 * Alongside the HTML we keep what the cross-checks need: the headings, every link and picture with
 * its line, and any raw HTML, which content may not use (it would bypass the site's styles and the
 * escaping that keeps pages safe).
 */
import GithubSlugger from "github-slugger";
import MarkdownIt, { type Token } from "markdown-it";
import type { Heading } from "../../app/core/content/types.ts";

/** A link or picture found in Markdown, with its 1-based line within the Markdown text. */
export type MarkdownLink = { url: string; line: number; kind: "link" | "image" };
export type RenderedMarkdown = {
  html: string;
  headings: Heading[];
  links: MarkdownLink[];
  rawHtmlLines: number[];
};

const markdownIt = new MarkdownIt({ html: true, linkify: true });
// Every link becomes a token, so the cross-check can name a `javascript:` link instead of the
// renderer silently printing it as text; a page with one never builds.
markdownIt.validateLink = () => true;
// markdown-it percent-encodes link targets; the cross-check reports them as the writer typed them.
const encodeLink = markdownIt.normalizeLink.bind(markdownIt);
let typedLinks = new Map<string, string>();
markdownIt.normalizeLink = (url) => {
  const encoded = encodeLink(url);
  typedLinks.set(encoded, url);
  return encoded;
};

/** Table alignment as classes: inline style attributes would need the CSP's 'unsafe-inline'. */
const ALIGN_CLASS: Record<string, string> = {
  "text-align:left": "text-left",
  "text-align:center": "text-center",
  "text-align:right": "text-right",
};

export function renderMarkdown(markdown: string): RenderedMarkdown {
  typedLinks = new Map();
  const tokens = markdownIt.parse(markdown, {});
  const typed = (url: unknown) => typedLinks.get(String(url ?? "")) ?? String(url ?? "");
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  const links: MarkdownLink[] = [];
  const rawHtmlLines: number[] = [];
  // Table cells carry no line of their own; the last line seen (their row's) stands in.
  let line = 1;

  // One pass over the tokens (this is the hot loop of a cold build of a large site).
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.map) line = token.map[0] + 1;
    switch (token.type) {
      case "heading_open": {
        const text = plainText(tokens[i + 1]?.children ?? []);
        const id = slugger.slug(text);
        token.attrSet("id", id);
        if (token.tag === "h2" || token.tag === "h3")
          headings.push({ id, text, depth: token.tag === "h2" ? 2 : 3 });
        break;
      }
      case "th_open":
      case "td_open": {
        const align = token.attrGet("style");
        if (align === null) break;
        token.attrs = (token.attrs ?? []).filter(([name]) => name !== "style");
        if (ALIGN_CLASS[String(align)]) token.attrJoin("class", ALIGN_CLASS[String(align)]!);
        break;
      }
      case "html_block":
        // Raw HTML is reported by the cross-check and never written: it is printed as text.
        rawHtmlLines.push(line);
        token.type = "text";
        break;
      case "inline": {
        // Inside a paragraph, each soft or hard line break moves one line down.
        let inlineLine = line;
        for (const child of token.children ?? []) {
          if (child.type === "softbreak" || child.type === "hardbreak") inlineLine++;
          else if (child.type === "link_open")
            links.push({ url: typed(child.attrGet("href")), line: inlineLine, kind: "link" });
          else if (child.type === "image")
            links.push({ url: typed(child.attrGet("src")), line: inlineLine, kind: "image" });
          else if (child.type === "html_inline") {
            rawHtmlLines.push(inlineLine);
            child.type = "text";
          }
        }
        break;
      }
    }
  }

  const html = markdownIt.renderer.render(tokens, markdownIt.options, {});
  return { html, headings, links, rawHtmlLines: [...new Set(rawHtmlLines)] };
}

function plainText(children: Token[]): string {
  return children
    .map((child) =>
      child.type === "text" || child.type === "code_inline" ? child.content : plainText(child.children ?? []),
    )
    .join("");
}
