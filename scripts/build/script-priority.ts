/**
 * Asks the browser to fetch the hydration scripts after what the first paint needs.
 *
 * A prerendered page is complete without its JavaScript: the stylesheet and the hero
 * picture decide when a visitor sees it; the scripts only make it interactive. Chrome fetches
 * `<link rel="modulepreload">` and `<script type="module">` at High priority, the same as the
 * stylesheet, so on a slow phone connection about 130 KB of script shares the bandwidth with the
 * 13 KB stylesheet and the picture, and the first paint waits for both. `fetchpriority="low"`
 * puts the scripts behind them; hydration still starts as soon as they arrive.
 *
 * React Router's `<Scripts>` renders these tags without a way to set their priority, so the build
 * adds it to the prerendered HTML. React does not compare these attributes while hydrating (the
 * links carry `suppressHydrationWarning`, and `<Scripts>` renders nothing once hydrated).
 */
import { DomUtils, parseDocument } from "htmlparser2";

const isHydrationScript = (name: string, attribs: Record<string, string>) =>
  (name === "link" && attribs.rel?.toLowerCase() === "modulepreload") ||
  (name === "script" && attribs.type?.toLowerCase() === "module");

/** The page with `fetchpriority="low"` on every module preload and module script that sets none. */
export function lowerHydrationScriptPriority(html: string): string {
  const doc = parseDocument(html, { withStartIndices: true });
  const starts = DomUtils.findAll(
    (el) => isHydrationScript(el.name, el.attribs) && el.attribs.fetchpriority === undefined,
    doc.children,
  ).map((el) => el.startIndex! + 1 + el.name.length);
  let out = html;
  // From the end, so earlier offsets stay valid.
  for (const at of starts.sort((a, b) => b - a))
    out = `${out.slice(0, at)} fetchpriority="low"${out.slice(at)}`;
  return out;
}
