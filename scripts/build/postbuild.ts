/**
 * Turns React Router's prerender output into the deployable folder build/<domain>/:
 * one `path.html` per page (the site's URL form has no trailing slash), 404.html, sitemap.xml,
 * robots.txt and the host rules (_redirects and _headers, which the hosts that read them never
 * serve). Vercel's configuration goes beside the folder, not in it (vercelConfig).
 */
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CompiledManifest } from "#app/core/content/index.ts";

import { formatHeaders, type HeaderRule } from "#scripts/build/host-rules/headers-file.ts";
import { BUDGETS, documentWeight, KIB } from "#scripts/perf/budget/measure.ts";
import { inlineCriticalStylesheets, inlineStylesheets } from "./inline-stylesheet.ts";
import { placePageScripts } from "./page-scripts.ts";
import { startHydrationAfterFirstPaint } from "./hydration-start.ts";
import { headerRules, type PolicyInputs } from "./security-headers.ts";
import { formatRedirects, type RedirectRule } from "#scripts/build/host-rules/redirects-file.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";
import { NOT_FOUND_PRERENDER_PATH, ROBOTS_TXT_PATH, SITEMAP_XML_PATH } from "#app/core/site/index.ts";
import { robotsTxt, sitemapXml } from "./sitemap-xml.ts";

/** Moves every `dir/index.html` (but the root's) to `dir.html`, depth first. */
function flattenHtml(root: string, dir = root): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    flattenHtml(root, full);
    const index = join(full, "index.html");
    if (existsSync(index)) {
      renameSync(index, `${full}.html`);
      if (readdirSync(full).length === 0) rmdirSync(full);
    }
  }
}

/** Every HTML file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

export async function postBuild(
  domain: SiteDomain,
  rrClientDir: string,
  outDir: string,
  compiled: CompiledManifest,
  policy: Omit<PolicyInputs, "inlineScriptHashes" | "inlineStyleHashes">,
): Promise<HeaderRule[]> {
  rmSync(outDir, { recursive: true, force: true });
  renameSync(rrClientDir, outDir);
  flattenHtml(outDir);

  // The 404 page was prerendered at one path; hosts serve it as 404.html with status 404.
  const notFound = NOT_FOUND_PRERENDER_PATH.slice(1);
  renameSync(join(outDir, `${notFound}.html`), join(outDir, "404.html"));
  rmSync(join(outDir, `${notFound}.data`), { force: true });
  // Every route is prerendered, so the SPA fallback would only ever serve a blank shell.
  rmSync(join(outDir, "__spa-fallback.html"), { force: true });
  // An old URL keeps only its .data redirect, which in-app navigation follows. Its prerendered
  // refresh page would shadow the host's 301 on hosts that serve a file before reading rules.
  for (const { from } of compiled.redirects) rmSync(join(outDir, `${from.slice(1)}.html`), { force: true });
  const styleHashes = new Set<string>();
  const inlineScriptHashes = await placePageScripts(htmlFiles(outDir), outDir, async (html) => {
    const page = startHydrationAfterFirstPaint(html);
    let inlined = inlineStylesheets(page, outDir);
    // A page that the whole stylesheet would push over the HTML budget (today only /sitemap, the
    // list of every page) holds the rules its first frame uses, and loads the file after painting.
    if (documentWeight(inlined.html, outDir) > BUDGETS.html * KIB)
      inlined = await inlineCriticalStylesheets(page, outDir);
    inlined.hashes.forEach((hash) => styleHashes.add(hash));
    return inlined.html;
  });
  const rules = headerRules({ ...policy, inlineScriptHashes, inlineStyleHashes: [...styleHashes].sort() });

  const siteUrl = compiled.siteUrl[domain];
  writeFileSync(join(outDir, SITEMAP_XML_PATH.slice(1)), sitemapXml(compiled.manifest, siteUrl));
  writeFileSync(join(outDir, ROBOTS_TXT_PATH.slice(1)), robotsTxt(siteUrl));

  const redirects: RedirectRule[] = compiled.redirects.map((r) => ({ from: r.from, to: r.to, status: 301 }));
  writeFileSync(join(outDir, "_redirects"), formatRedirects(redirects));
  writeFileSync(join(outDir, "_headers"), formatHeaders(rules));
  return rules;
}

/**
 * Vercel's configuration of one domain's project: the same redirects and headers as _redirects
 * and _headers. Vercel reads it as the project's vercel.json from the project's root, so the build
 * writes it beside the published folder (build/vercel/<domain>.json), where no host serves it.
 */
export function vercelConfig(domain: SiteDomain, compiled: CompiledManifest, rules: HeaderRule[]): string {
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    outputDirectory: `build/${domain}`,
    cleanUrls: true,
    trailingSlash: false,
    redirects: compiled.redirects.map((r) => ({ source: r.from, destination: r.to, statusCode: 301 })),
    // In order: where two rules set one header, Vercel keeps the later rule's value, which is what
    // `! Name` (detach) says in _headers, so the file and animated-page policies replace the pages'.
    headers: rules.map((rule) => ({
      source: rule.pattern.replace("/*", "/(.*)"),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
