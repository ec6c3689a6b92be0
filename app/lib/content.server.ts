/**
 * Build-time access to the compiled content. Only loaders (which run during prerender) import this
 * file, so the content set never ships to the browser: each page gets its slice through its loader.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { CompiledContent, ManifestEntry } from "../../scripts/content/compiled.ts";
import { pageHead } from "./page-head.server.ts";
import type { SeoPage } from "./seo.ts";
import { breadcrumbsSchema } from "./structured-data.server.ts";

const CONTENT_FILE = join(process.cwd(), ".generated", "content.json");
let cache: { mtimeMs: number; content: CompiledContent } | undefined;

/** Re-reads when the file changes, so `npm run dev` shows an edit without a restart. */
export function getContent(): CompiledContent {
  const { mtimeMs } = statSync(CONTENT_FILE);
  if (!cache || cache.mtimeMs !== mtimeMs)
    cache = { mtimeMs, content: JSON.parse(readFileSync(CONTENT_FILE, "utf8")) };
  return cache.content;
}

/** The site path a loader was called for, in the site's one URL form (no trailing slash). */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname.replace(/(.)\/$/, "$1");
}

/** The manifest entry of the page a loader was called for. */
export function pageEntry(request: Request): ManifestEntry {
  const path = requestPath(request);
  const entry = getContent().manifest.find((m) => m.path === path);
  if (!entry) throw new Response("Not Found", { status: 404 });
  return entry;
}

/** Home, then each ancestor path that is a page, then the page itself. */
export function breadcrumbs(path: string): { title: string; path: string }[] {
  const { manifest, ui } = getContent();
  const parts = path.split("/").filter(Boolean);
  const ancestors = parts.map((_, i) => `/${parts.slice(0, i + 1).join("/")}`);
  return [
    { title: ui.breadcrumbHome, path: "/" },
    ...ancestors.flatMap((p) =>
      manifest.filter((m) => m.path === p).map((m) => ({ title: m.title, path: m.path })),
    ),
  ];
}

/**
 * What every page template receives: its manifest record, breadcrumbs, rendered Markdown body,
 * head tags and JSON-LD. `seo` adds to the page's SEO record (og:type, keywords, pagination).
 */
export function pageData(request: Request, seo: Partial<SeoPage> = {}) {
  const entry = pageEntry(request);
  const { title, description, path, robots, section } = entry;
  const crumbs = breadcrumbs(path);
  const meta = pageHead({ title, description, path, robots, ...seo });
  return {
    page: { title, description, path, robots, section },
    crumbs,
    body: getContent().bodies[path] ?? null,
    meta,
    schema: breadcrumbsSchema(crumbs),
  };
}
