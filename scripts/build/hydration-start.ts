/**
 * Holds back what hydration fetches until the page has painted.
 *
 * A prerendered page is complete without its JavaScript: the first paint needs only the page and
 * the style inside it; the scripts make it interactive. Named in the HTML, the ~130 KB of module
 * preloads, React Router's route imports and loader data, and the page's UK text are fetched as
 * soon as the parser meets them, before the first frame, and a phone's first paint then shares
 * its connection and its CPU with them. Lighthouse's simulation counts every request that ended
 * before the first paint against LCP, so those requests alone moved the home page's LCP from
 * about 1.0 s to 2.3 s, whether they arrived first or not.
 *
 * So the build writes those elements inert: each link loses its `rel` and each script gets a
 * type the browser does not run, the original kept in AFTER_FIRST_PAINT. The head's boot script
 * (app/components/layout/hydration-start.ts) puts live copies in <head> after the first frame.
 * The inert elements stay where React expects them while hydrating: React matches a script by its
 * place and `src`, not its `type`, and finds its module preloads by `href` among the live copies.
 *
 * Module preloads and module scripts also get `fetchpriority="low"` (unless a priority is set), so
 * a picture still loading after the first paint goes first.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import { AFTER_FIRST_PAINT } from "#app/core/site/index.ts";
import { escapeAttribute } from "./page-scripts.ts";

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** React Router's context script, the first of its scripts: the ones after it hydrate the page. */
const isRouterContext = (el: Element) =>
  el.name === "script" && DomUtils.textContent(el).startsWith("window.__reactRouterContext =");

const RUNNABLE = new Set(["", "text/javascript", "application/javascript", "module"]);
const isScript = (el: Element) => el.name === "script" && RUNNABLE.has((el.attribs.type ?? "").toLowerCase());

const rel = (el: Element) => el.attribs.rel?.toLowerCase();
const isHydrationLink = (el: Element) =>
  el.name === "link" && (rel(el) === "modulepreload" || (rel(el) === "preload" && el.attribs.as === "fetch"));

const attributes = (attribs: Record<string, string>) =>
  Object.entries(attribs)
    .map(([key, value]) => (value === "" ? ` ${key}` : ` ${key}="${escapeAttribute(value)}"`))
    .join("");

const lowPriority = (attribs: Record<string, string>) => ({ fetchpriority: "low", ...attribs });

/** The link written inert, for the head's script to make live after the first paint. */
export function inertLink(el: Element): string {
  const { rel: original = "", ...rest } = el.attribs;
  const attribs = original.toLowerCase() === "modulepreload" ? lowPriority(rest) : rest;
  return `<link ${AFTER_FIRST_PAINT}="${escapeAttribute(original)}"${attributes(attribs)}/>`;
}

function inertScript(el: Element, html: string): string {
  const { type = "", ...rest } = el.attribs;
  const attribs = type.toLowerCase() === "module" ? lowPriority(rest) : rest;
  const first = el.children[0];
  const code = first ? html.slice(first.startIndex!, el.endIndex! + 1 - "</script>".length) : "";
  return `<script type="text/plain" ${AFTER_FIRST_PAINT}="${escapeAttribute(type)}"${attributes(attribs)}>${code}</script>`;
}

/** The page with its hydration's links and scripts written inert, for the boot script to start. */
export function startHydrationAfterFirstPaint(html: string): string {
  const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const elements = DomUtils.findAll(() => true, doc.children);
  const context = elements.findIndex(isRouterContext);
  if (context < 0) return html;
  const edits = [
    ...elements.filter(isHydrationLink).map((el) => ({ el, text: inertLink(el) })),
    ...elements
      .slice(context + 1)
      .filter(isScript)
      .map((el) => ({ el, text: inertScript(el, html) })),
  ].sort((a, b) => b.el.startIndex! - a.el.startIndex!);
  let out = html;
  // From the end, so earlier offsets stay valid.
  for (const { el, text } of edits) out = out.slice(0, el.startIndex!) + text + out.slice(el.endIndex! + 1);
  return out;
}
