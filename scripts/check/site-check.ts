/**
 * Post-build check of one domain folder: the manifest, the files and sitemap.xml agree; every
 * internal link and #anchor in every page resolves; every page has one title and its canonical URL.
 * Returns problems as sentences; an empty list means the build is sound.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { LEAD_FORM_PAGES, LEAD_THANK_YOU_PAGE } from "#app/core/leads/index.ts";
import { absoluteUrl } from "#app/core/seo/index.ts";
import type { CompiledManifest } from "#app/core/content/index.ts";
import type { RedirectRule } from "#scripts/build/host-rules/redirects-file.ts";
import { checkFeed, checkHead } from "./head-check.ts";
import { ADMIN_DIR } from "#scripts/build/cms/admin.ts";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The page path an HTML file serves: index.html -> "/", a/b.html -> "/a/b". */
function pathOfHtml(root: string, file: string): string {
  const rel = relative(root, file).split(sep).join("/");
  return rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`;
}

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
const idsIn = (html: string) => attr(html, /\sid="([^"]+)"/g);

/**
 * Ids that more than one element of a page carries. A heading that took another element's id
 * (an icon's symbol, the notifications region) breaks links to one of them, and the notifications
 * region's would release the first paint early (app/root.tsx).
 */
export function repeatedIds(html: string): string[] {
  const ids = idsIn(html);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

export function checkSite(
  root: string,
  compiled: CompiledManifest,
  siteUrl: string,
  redirects: readonly RedirectRule[],
): string[] {
  const problems: string[] = [];
  const manifestPaths = new Set(compiled.manifest.map((m) => m.path));
  // The editor (/admin/) is no page of the site: not in the manifest, and its links are Decap's.
  const htmlFiles = walk(root).filter(
    (f) => f.endsWith(".html") && !relative(root, f).startsWith(`${ADMIN_DIR}${sep}`),
  );
  const pages = new Map<string, string>(); // path -> html
  for (const file of htmlFiles) pages.set(pathOfHtml(root, file), readFileSync(file, "utf8"));

  // Manifest <-> files: each page has its file, and no file is a page the manifest does not know.
  for (const path of manifestPaths)
    if (!pages.has(path)) problems.push(`${path}: in the manifest but has no HTML file`);
  // Old URLs: the host answers them with a 301 (_redirects). A page file there would shadow the
  // rule on hosts that serve files first (Netlify); the router's redirect payload must be there,
  // or an in-app link to the old URL would fail.
  const redirectSources = new Set(redirects.map((r) => r.from));
  for (const { from } of redirects) {
    if (pages.has(from)) problems.push(`${from}.html: an old URL must have no page, only its redirect`);
    if (!existsSync(join(root, `${from.slice(1)}.data`)))
      problems.push(`${from}.data: missing, so an in-app link to the old URL cannot follow its redirect`);
  }
  for (const path of pages.keys())
    if (path !== "/404" && !manifestPaths.has(path) && !redirectSources.has(path))
      problems.push(`${path}.html: an HTML file the manifest does not list`);
  if (!pages.has("/404")) problems.push("404.html is missing");
  // The forms' receiver sends visitors without scripts to these pages (app/core/leads/fields.ts).
  for (const path of [...Object.values(LEAD_FORM_PAGES), LEAD_THANK_YOU_PAGE])
    if (!manifestPaths.has(path))
      problems.push(`${path}: the forms' receiver redirects here, but it is not a page`);

  // sitemap.xml lists exactly the indexable manifest pages, in absolute form on this domain.
  const sitemap = new XMLParser({ parseTagValue: false, isArray: (name) => name === "url" }).parse(
    readFileSync(join(root, "sitemap.xml"), "utf8"),
  );
  const locs: string[] = sitemap.urlset.url.map((u: { loc: string }) => u.loc);
  const expected = compiled.manifest
    .filter((m) => m.robots === "index,follow")
    .map((m) => absoluteUrl(siteUrl, m.path));
  for (const loc of expected) if (!locs.includes(loc)) problems.push(`sitemap.xml: ${loc} is missing`);
  for (const loc of locs)
    if (!expected.includes(loc)) problems.push(`sitemap.xml: ${loc} is not an indexable page`);
  if (!readFileSync(join(root, "robots.txt"), "utf8").includes(`Sitemap: ${siteUrl}/sitemap.xml`))
    problems.push("robots.txt: no Sitemap line for this domain");

  // Every page: its head tags and JSON-LD, its canonical URL, and links and anchors that resolve.
  // Each page's ids, read once however many links point into it.
  const idsByPath = new Map<string, Set<string>>();
  const idsOf = (path: string) => {
    let ids = idsByPath.get(path);
    if (!ids) idsByPath.set(path, (ids = new Set(idsIn(pages.get(path) ?? ""))));
    return ids;
  };
  const entries = new Map(compiled.manifest.map((m) => [m.path, m]));
  problems.push(
    ...checkFeed(
      root,
      siteUrl,
      compiled.manifest.filter((m) => m.template === "blog-post").map((m) => m.path),
    ),
  );
  for (const [path, html] of pages) {
    problems.push(...checkHead(root, siteUrl, path, html, entries.get(path)));
    if (path !== "/404") {
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/g);
      if (canonical.length !== 1 || canonical[0] !== absoluteUrl(siteUrl, path))
        problems.push(
          `${path}: canonical is ${JSON.stringify(canonical)}, expected ${absoluteUrl(siteUrl, path)}`,
        );
    }
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) problems.push(`${path}: has ${h1s} h1 elements`);
    const repeated = repeatedIds(html);
    if (repeated.length) problems.push(`${path}: more than one element has the id ${repeated.join(", ")}`);

    const hrefs = new Set([
      ...attr(html, /<a\s[^>]*?href="([^"]+)"/g),
      ...attr(html, /<(?:img|source|video)\s[^>]*?src="([^"]+)"/g),
    ]);
    for (const raw of hrefs) {
      const href = raw.replace(/&amp;/g, "&");
      if (/^(https?:|mailto:|tel:)/.test(href) || href.startsWith("//")) continue;
      const [target, anchor] = href.split("#", 2);
      const targetPath = target === "" ? path : target.split("?")[0];
      if (target !== "" && !manifestPaths.has(targetPath)) {
        if (redirects.some((r) => r.from === targetPath))
          problems.push(`${path}: links to ${href}, a redirect`);
        else if (!existsSync(join(root, decodeURIComponent(targetPath))))
          problems.push(`${path}: links to ${href}, which does not exist`);
        continue;
      }
      if (anchor && !idsOf(targetPath).has(anchor))
        problems.push(`${path}: links to ${href}, but ${targetPath} has no id "${anchor}"`);
    }
  }
  return problems;
}
