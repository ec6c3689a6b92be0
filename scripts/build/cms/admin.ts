/**
 * Writes the editor into a built domain folder, under /admin/: Decap CMS's prebuilt bundle (which
 * carries its own React) copied from node_modules, so nothing loads from a CDN and the policy
 * stays 'self'; config.yml generated from the registry (scripts/content/cms/config.ts); the boot
 * script; the editor's own bundle (bundle.ts) and the site's data its preview and checks read;
 * and the page, noindex. No public page links to or loads any of it.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { text } from "#app/core/content/index.ts";
import { cmsConfig, cmsConfigYaml, type CmsInputs } from "#scripts/content/cms/config.ts";
import { FORMAT_NAMES } from "#scripts/content/cms/formats.ts";
import { DATA_FILES } from "#app/core/content/index.ts";
import type { CompiledContent, CompiledManifest } from "#app/core/content/index.ts";
import { localeOf, type SiteDomain, type SpellingMap } from "#app/core/locale/index.ts";
import { parse } from "yaml";
import { EDITOR_FILE } from "./bundle.ts";
import type { PreviewData } from "./editor/preview.ts";

/** Where the editor lives on every domain. Kept out of the sitemap, search, llms.txt and checks. */
export const ADMIN_DIR = "admin";
export const ADMIN_PATH = `/${ADMIN_DIR}/`;

/** Decap's prebuilt bundle: decap-cms.js and the chunks it loads from beside itself. */
export function decapDist(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("decap-cms/package.json")), "dist");
}

export function decapBundleFiles(): string[] {
  return readdirSync(decapDist()).filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name));
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The data the editor's preview and checks read, beside it. */
export const SITE_DATA_FILE = "site-data.json";

/**
 * The stylesheets a built page uses: the preview pane loads the same files. A page writes its
 * stylesheet in (inline-stylesheet.ts), naming the file it came from in `data-href`.
 */
export function siteStylesheets(homeHtml: string): string[] {
  const found = [
    ...homeHtml.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g),
    ...homeHtml.matchAll(/<style[^>]*data-href="(\/assets\/[^"]+\.css)"/g),
  ];
  return [...new Set(found.map((m) => m[1]!))];
}

/** What the preview renders with and the checks check against (PreviewData). */
export function previewData(
  content: CompiledContent,
  manifest: CompiledManifest,
  spelling: SpellingMap,
  market: SiteDomain,
): PreviewData {
  return {
    // As the build's facts step sees it: {market.…} names this domain's market.
    facts: { ...content.data, market: content.data.markets[market] },
    spelling,
    locale: localeOf(market),
    market,
    pages: manifest.manifest.map((page) => page.path),
    redirects: manifest.redirects.map((r): [string, string] => [r.from, r.to]),
  };
}

/** The schema's message for an empty text field, which the editor then shows too. */
function emptyMessage(): string {
  const result = text.safeParse("");
  return result.success ? "must not be empty" : result.error.issues[0]!.message;
}

/** The collections of Markdown pages, which get the page preview (docs pages: one per category). */
export function markdownCollections(inputs: CmsInputs): string[] {
  return (cmsConfig(inputs).collections as { name: string; format?: string }[])
    .filter((c) => c.format === FORMAT_NAMES.markdown)
    .map((c) => c.name);
}

/**
 * The editor's page: Decap held by the boot script, Decap, then the editor's own bundle, whose
 * settings ride on the boot script's tag, as data attributes.
 */
export function adminHtml(siteName: string, previewStyles: string[], markdown: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · ${escapeAttr(siteName)}</title>
<link href="${ADMIN_PATH}config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${ADMIN_PATH}boot.js" data-site-data="${ADMIN_PATH}${SITE_DATA_FILE}" data-preview-styles="${escapeAttr(JSON.stringify(previewStyles))}" data-markdown-collections="${escapeAttr(JSON.stringify(markdown))}" data-required-message="${escapeAttr(emptyMessage())}"></script>
<script src="${ADMIN_PATH}decap-cms.js"></script>
<script type="module" src="${ADMIN_PATH}${EDITOR_FILE}"></script>
</body>
</html>
`;
}

/**
 * Writes /admin/ into `outDir`, a finished domain folder (its home page tells the stylesheet):
 * `editor` is the editor's bundle (bundle.ts), `data` what its preview renders with.
 */
export function writeAdmin(
  outDir: string,
  siteName: string,
  inputs: CmsInputs,
  { editor, data }: { editor: string; data: PreviewData },
): void {
  const dir = join(outDir, ADMIN_DIR);
  mkdirSync(dir, { recursive: true });
  for (const name of decapBundleFiles()) copyFileSync(join(decapDist(), name), join(dir, name));
  copyFileSync(fileURLToPath(new URL("./boot.js", import.meta.url)), join(dir, "boot.js"));
  copyFileSync(editor, join(dir, EDITOR_FILE));
  writeFileSync(join(dir, SITE_DATA_FILE), JSON.stringify(data));
  writeFileSync(join(dir, "config.yml"), cmsConfigYaml(inputs));
  const styles = siteStylesheets(readFileSync(join(outDir, "index.html"), "utf8"));
  writeFileSync(join(dir, "index.html"), adminHtml(siteName, styles, markdownCollections(inputs)));
}

/**
 * What the config needs from the project: the repository pull requests go to (site.yaml's
 * `repository`, or CMS_GITHUB_REPO="owner/name" for a fork), the docs categories, and the data
 * files as written (a record's keys, such as the plan ids, become its fields).
 */
export function cmsInputs(
  projectDir: string,
  content: CompiledContent,
  siteUrl: string,
  env: NodeJS.ProcessEnv,
): CmsInputs {
  const { url, branch } = content.data.site.repository;
  const repo = env.CMS_GITHUB_REPO || new URL(url).pathname.replace(/^\/|\.git$/g, "");
  const data: Record<string, unknown> = {};
  for (const [name, { file }] of Object.entries(DATA_FILES)) {
    data[name] = parse(readFileSync(join(projectDir, "content", file), "utf8"));
  }
  return {
    repo,
    branch: env.CMS_GITHUB_BRANCH || branch,
    siteUrl,
    docsCategories: content.collections.docsCategories.map((c) => ({ slug: c.slug, title: c.data.title })),
    data,
  };
}
