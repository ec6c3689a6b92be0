/**
 * Where the inline scripts of the prerendered pages go, so that one Content-Security-Policy header
 * covers every page without 'unsafe-inline' (README, "Content-Security-Policy"):
 *
 * - A script that is the same on every page (the theme boot script, the scroll restorer, React's
 *   Suspense helpers, React Router's context) stays inline, and its sha256 joins `script-src`.
 *   Their number is fixed by the code, not by the pages, so the header stays short at any size
 *   of site, and the boot script runs before first paint without a round trip.
 * - A script that differs between pages (React Router's route imports and loader data) becomes a
 *   file named by its content hash under assets/inline/, in the same place in the page, with the
 *   same attributes (but `async`, see asFileReference), so it runs in the same order.
 *   `script-src 'self'` allows it.
 *
 * JSON-LD is data, not code: it stays inline and needs no allowance.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";

/** Under assets/, which the host caches for a year: the names change with the bytes. */
export const INLINE_SCRIPT_DIR = "assets/inline";

/** Script types the browser executes; anything else (application/ld+json) is data. */
const EXECUTABLE = new Set(["", "text/javascript", "application/javascript", "module"]);

/** An attribute value as it may stand between double quotes. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The CSP source that allows exactly this script text, as the browser hashes it (UTF-8). */
export const hashSource = (code: string) =>
  `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

type InlineScript = { element: ReturnType<typeof DomUtils.getElementsByTagName>[number]; code: string };

function inlineScripts(html: string) {
  const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  return DomUtils.getElementsByTagName("script", doc).flatMap((element): InlineScript[] => {
    const { src, type = "" } = element.attribs;
    if (src !== undefined || !EXECUTABLE.has(type.toLowerCase())) return [];
    return [{ element, code: DomUtils.textContent(element) }];
  });
}

function asFileReference({ element, code }: InlineScript, root: string): string {
  const name = `${createHash("sha256").update(code).digest("base64url").slice(0, 16)}.js`;
  writeFileSync(join(root, INLINE_SCRIPT_DIR, name), code);
  // Without `async`: React takes a `<script async src>` for a hoisted resource and skips it while
  // hydrating, so the next script would be matched against React Router's module script and
  // hydration would fail. A module script without `async` runs once the page is parsed, which at
  // the end of the body is the same moment.
  const { type = "", async: _async, ...rest } = element.attribs;
  const attrs = Object.entries({ ...(type ? { type } : {}), ...rest })
    .map(([key, value]) => (value === "" ? ` ${key}` : ` ${key}="${escapeAttribute(value)}"`))
    .join("");
  return `<script src="/${INLINE_SCRIPT_DIR}/${name}"${attrs}></script>`;
}

/**
 * Rewrites every page under `root` in place and returns the hash sources of the scripts left
 * inline, for `script-src`. `finish` is a last rewrite of each page in the same pass, so the build
 * reads and writes every page once.
 */
export async function placePageScripts(
  pages: readonly string[],
  root: string,
  finish: (html: string) => string | Promise<string> = (html) => html,
): Promise<string[]> {
  // Two passes over the files, keeping only the texts common to every page read so far, so
  // memory stays flat however many pages there are.
  let everywhere: Set<string> | undefined;
  for (const file of pages) {
    const here = new Set(inlineScripts(readFileSync(file, "utf8")).map((s) => s.code));
    everywhere = everywhere ? new Set([...everywhere].filter((code) => here.has(code))) : here;
  }
  const keep = everywhere ?? new Set<string>();
  mkdirSync(join(root, INLINE_SCRIPT_DIR), { recursive: true });
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    let out = html;
    // From the end, so earlier offsets stay valid.
    for (const script of inlineScripts(html).reverse()) {
      if (keep.has(script.code)) continue;
      const { startIndex, endIndex } = script.element;
      out = out.slice(0, startIndex!) + asFileReference(script, root) + out.slice(endIndex! + 1);
    }
    writeFileSync(file, await finish(out));
  }
  return [...keep].map(hashSource).sort();
}
