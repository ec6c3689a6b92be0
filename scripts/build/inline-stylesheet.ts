/**
 * Writes the site's stylesheet into each prerendered page, in place of the `<link>` to it.
 *
 * The stylesheet is the one request that holds back a page's first paint: the browser waits for
 * it before painting anything. Written into the HTML, it arrives with the page, and the first paint
 * needs no second round trip. The file stays in assets/ (the editor's preview uses it).
 *
 * The element is the one React itself writes for a `<style href precedence>` resource, so React
 * takes it for a resource it did not render and leaves it alone while hydrating. The browser's
 * React never asks for the file (root.tsx names it only for the prerender and `npm run dev`).
 * The CSP allows the element by its hash (`style-src`), never by 'unsafe-inline'.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { escapeAttribute, hashSource } from "./page-scripts.ts";

/** What a page's stylesheet `<link>` becomes, and the hash source that allows it. */
export type InlinedStylesheet = { html: string; hashes: string[] };

/**
 * The page with each same-origin stylesheet `<link>` replaced by a `<style>` holding the file's
 * text, read from `root`. A stylesheet's text never holds `</style>`, which would end the element
 * early; one that did fails the build rather than the page.
 */
export function inlineStylesheets(html: string, root: string, read = readStylesheet): InlinedStylesheet {
  const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const links = DomUtils.findAll(
    (el) =>
      el.name === "link" &&
      el.attribs.rel?.toLowerCase() === "stylesheet" &&
      /^\/[^/]/.test(el.attribs.href ?? ""),
    doc.children,
  );
  let out = html;
  const hashes: string[] = [];
  // From the end, so earlier offsets stay valid.
  for (const link of links.reverse()) {
    const href = link.attribs.href!;
    const css = read(root, href);
    if (/<\/style/i.test(css))
      throw new Error(`${href}: a stylesheet holding "</style" cannot be written into a page`);
    const precedence = link.attribs["data-precedence"];
    const attrs = `${precedence ? ` data-precedence="${escapeAttribute(precedence)}"` : ""} data-href="${escapeAttribute(href)}"`;
    out = `${out.slice(0, link.startIndex!)}<style${attrs}>${css}</style>${out.slice(link.endIndex! + 1)}`;
    hashes.push(hashSource(css));
  }
  return { html: out, hashes };
}

const cache = new Map<string, string>();
function readStylesheet(root: string, href: string): string {
  const file = join(root, href);
  let css = cache.get(file);
  if (css === undefined) cache.set(file, (css = readFileSync(file, "utf8")));
  return css;
}
