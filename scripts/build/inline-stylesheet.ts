/**
 * Writes the site's stylesheet into each prerendered page, in place of the `<link>` to it; on a
 * page it would push over the HTML budget, only the rules that page's first frame uses.
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
import Beasties from "beasties";
import { DomUtils, parseDocument } from "htmlparser2";
import { ROOT_CLASSES } from "#app/core/site/index.ts";
import { inertLink } from "./hydration-start.ts";
import { escapeAttribute, hashSource } from "./page-scripts.ts";

/** What a page's stylesheet `<link>` becomes, and the hash source that allows it. */
export type InlinedStylesheet = { html: string; hashes: string[] };

/**
 * The page with each same-origin stylesheet `<link>` replaced by a `<style>` holding the file's
 * text, read from `root`. A stylesheet's text never holds `</style>`, which would end the element
 * early; one that did fails the build rather than the page.
 */
export function inlineStylesheets(html: string, root: string, read = readStylesheet): InlinedStylesheet {
  return inline(html, (href) => ({ css: read(root, href) }));
}

/** What a `<link>` becomes: the style to write in its place, and whether the file still loads. */
type Inlining = { css: string; loadAfterFirstPaint?: boolean };

function inline(html: string, inlining: (href: string) => Inlining): InlinedStylesheet {
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
    const { css, loadAfterFirstPaint } = inlining(href);
    if (/<\/style/i.test(css))
      throw new Error(`${href}: a stylesheet holding "</style" cannot be written into a page`);
    const precedence = link.attribs["data-precedence"];
    const attrs = `${precedence ? ` data-precedence="${escapeAttribute(precedence)}"` : ""} data-href="${escapeAttribute(href)}"`;
    // The link itself, written inert, for the head's script to make live once the page has painted
    // (hydration-start.ts): what the first frame does not use is there before anything needs it.
    const file = loadAfterFirstPaint ? inertLink(link) : "";
    out = `${out.slice(0, link.startIndex!)}<style${attrs}>${css}</style>${file}${out.slice(link.endIndex! + 1)}`;
    hashes.push(hashSource(css));
  }
  return { html: out, hashes };
}

/**
 * The page with each same-origin stylesheet `<link>` replaced by a `<style>` holding only the rules
 * that match an element of the page (Beasties decides, ignoring states such as :hover), and by the
 * link itself, written inert, which the head's script makes live after the first paint. Rules for
 * what only scripts add (menus, dialogs, toasts) come with the file, long before anyone opens one.
 *
 * Beasties reads the page with every class the head's script may give `<html>` before the first
 * paint (the theme's and `js`), so a visitor's theme is in the first frame whichever it is, and
 * it keeps the @font-face rules of the fonts the kept rules use, so the text is not set again when
 * the file arrives. Only its choice of rules is taken: the page is spliced here, not re-serialised.
 */
export async function inlineCriticalStylesheets(
  html: string,
  root: string,
  read = readStylesheet,
): Promise<InlinedStylesheet> {
  const whole = withFirstFrameRootClasses(inlineStylesheets(html, root, read).html);
  const reduced = parseDocument(await critical.process(whole));
  const criticalCss = new Map(
    DomUtils.getElementsByTagName("style", reduced)
      .filter((style) => style.attribs["data-href"] !== undefined)
      .map((style) => [style.attribs["data-href"]!, DomUtils.textContent(style)]),
  );
  return inline(html, (href) => ({ css: criticalCss.get(href) ?? "", loadAfterFirstPaint: true }));
}

/** The page with `<html>` holding every class the head's script may give it before the first paint. */
function withFirstFrameRootClasses(html: string): string {
  const classes = Object.values(ROOT_CLASSES).join(" ");
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\sclass="/.test(tag)
      ? tag.replace(/\sclass="([^"]*)"/, (_, own: string) => ` class="${own} ${classes}"`)
      : tag.replace(/^<html/i, `<html class="${classes}"`),
  );
}

const critical = new Beasties({
  external: false, // the page's stylesheets are already in it, as <style>
  reduceInlineStyles: true,
  pruneSource: false,
  inlineFonts: true, // keeps the @font-face rules the kept rules use (the files stay files)
  preloadFonts: false,
  keyframes: "critical",
  logLevel: "warn",
});

const cache = new Map<string, string>();
function readStylesheet(root: string, href: string): string {
  const file = join(root, href);
  let css = cache.get(file);
  if (css === undefined) cache.set(file, (css = readFileSync(file, "utf8")));
  return css;
}
