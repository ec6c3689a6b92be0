/**
 * Byte budgets of a built site (the most JS, CSS and HTML a page may weigh), measured the way a browser pays for them: gzip -9 of
 * every script and modulepreload a page's HTML names, the site's CSS, and each HTML file.
 * Chunks no HTML names (menus loaded on first use) are reported apart, as "on demand".
 * The scripts React and React Router write into each page (its loader data, its route imports)
 * are the document's own: a build for a host that allows inline scripts keeps them in the HTML, and
 * this one moves them into files only for the CSP (assets/inline/). They count against the HTML
 * budget, and the JS budgets hold the site's code. `withData` is the page's JS with them, as a
 * browser's network panel adds it up, and is reported beside the budgets.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { INLINE_SCRIPT_DIR } from "#scripts/build/page-scripts.ts";

export const KIB = 1024;
/** Budgets in KiB. */
export const BUDGETS = { homeJs: 130, pageJs: 120, formPageJs: 125, css: 15, html: 40 } as const;

/** `form`: the page has a <form> (a lead form, /pricing's estimator), whose budget is formPageJs. */
type PageWeight = { page: string; js: number; withData: number; html: number; form: boolean };
export type SiteWeight = { pages: PageWeight[]; css: number; onDemand: { file: string; bytes: number }[] };

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** Scripts a page loads: `<script src>` and `<link rel="modulepreload" href>` under /assets/. */
function scriptsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
}

const isWrittenScript = (src: string) => src.startsWith(`/${INLINE_SCRIPT_DIR}/`);

/** What a page's HTML weighs against the HTML budget: gzip -9 of it with the scripts written into it. */
export function documentWeight(html: string, root: string): number {
  const written = scriptsOf(html).filter(isWrittenScript);
  const document = html + written.map((s) => readFileSync(join(root, s), "utf8")).join("");
  return gzipSync(document, { level: 9 }).length;
}

export function measureSite(root: string): SiteWeight {
  // Including assets/inline/, where the build moved the pages' inline scripts (page-scripts.ts).
  const assets = readdirSync(join(root, "assets"), { recursive: true, encoding: "utf8" }).filter(
    (name) => !statSync(join(root, "assets", name)).isDirectory(),
  );
  const sizes = new Map(assets.map((name) => [`/assets/${name}`, gzipped(join(root, "assets", name))]));
  const named = new Set<string>();
  const pages = htmlFiles(root).map((file) => {
    const html = readFileSync(file, "utf8");
    const scripts = scriptsOf(html);
    scripts.forEach((s) => named.add(s));
    const weigh = (list: string[]) => list.reduce((sum, s) => sum + (sizes.get(s) ?? 0), 0);
    return {
      page: relative(root, file),
      js: weigh(scripts.filter((s) => !isWrittenScript(s))),
      withData: weigh(scripts),
      html: documentWeight(html, root),
      form: /<form[\s>]/.test(html),
    };
  });
  const css = assets
    .filter((name) => name.endsWith(".css"))
    .reduce((sum, name) => sum + sizes.get(`/assets/${name}`)!, 0);
  const onDemand = assets
    .filter((name) => name.endsWith(".js") && !named.has(`/assets/${name}`))
    .map((name) => ({ file: name, bytes: sizes.get(`/assets/${name}`)! }));
  return { pages, css, onDemand };
}

/** Every budget a site breaks, as sentences. */
export function overBudget(site: SiteWeight): string[] {
  const problems: string[] = [];
  for (const { page, js, html, form } of site.pages) {
    const limit = page === "index.html" ? BUDGETS.homeJs : form ? BUDGETS.formPageJs : BUDGETS.pageJs;
    if (js > limit * KIB)
      problems.push(`${page} loads ${(js / KIB).toFixed(1)} KiB of JS (budget ${limit} KiB)`);
    if (html > BUDGETS.html * KIB)
      problems.push(`${page} is ${(html / KIB).toFixed(1)} KiB of HTML (budget ${BUDGETS.html} KiB)`);
  }
  if (site.css > BUDGETS.css * KIB)
    problems.push(`CSS is ${(site.css / KIB).toFixed(1)} KiB (budget ${BUDGETS.css} KiB)`);
  return problems;
}
