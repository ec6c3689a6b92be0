/**
 * Build-time access to the compiled content. Only loaders (which run during prerender) import this
 * file, so the content set never ships to the browser: each page gets its slice through its loader.
 * Collections are read by name, as with Astro's getCollection(), typed by the registry's schemas.
 */
import { readFileSync, statSync } from "node:fs";
import { data, redirect } from "react-router";
import { join } from "node:path";
import { COLLECTIONS, parentLink, type CollectionName } from "#app/core/content/index.ts";
import type {
  CompiledContent,
  CompiledEntry,
  CompiledManifest,
  ManifestEntry,
  Market,
  PageBody,
} from "#app/core/content/index.ts";
import { packFileOf, packOf } from "#app/core/content/index.ts";
import { contentFileOf, GENERATED_FILES, generatedDir } from "#app/core/content/index.ts";
import { buildDomain } from "./build.server.ts";
import { formatDate } from "#app/core/text/index.ts";

const dir = () => generatedDir(process.env);
const files = new Map<string, { mtimeMs: number; data: unknown }>();

/** One of the compiled JSON files, re-read when it changes, so `npm run dev` shows an edit without a restart. */
function readCompiled<T>(name: string): T {
  const file = join(dir(), name);
  const { mtimeMs } = statSync(file);
  const cached = files.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.data as T;
  const data = JSON.parse(readFileSync(file, "utf8")) as T;
  files.set(file, { mtimeMs, data });
  return data;
}

/** This build's market: the company, money, tax and offices of its domain (markets.yaml). */
export function buildMarket(): Market {
  return getData("markets")[buildDomain()];
}

/**
 * A date as the domain's market writes it ("5 October 2023" on .com, "October 5, 2023" on .us),
 * worked out at prerender: the page ships no date code, and the date stays the market's whichever
 * spelling the visitor picks.
 */
export function marketDate(isoDate: string): string {
  return formatDate(isoDate, buildMarket().dates);
}

export function getContent(): CompiledContent {
  return readCompiled<CompiledContent>(contentFileOf(buildDomain()));
}

/** The route manifest: every page of the site. */
export function getManifest(): ManifestEntry[] {
  return readCompiled<CompiledManifest>(GENERATED_FILES.manifest).manifest;
}

/** Every entry of a collection, in the registry's order. */
export function getCollection<Name extends CollectionName>(name: Name): CompiledEntry<Name>[] {
  return getContent().collections[name] as CompiledEntry<Name>[];
}

/** The entry of a collection that a page path belongs to. */
export function getEntry<Name extends CollectionName>(name: Name, path: string): CompiledEntry<Name> {
  const entry = getCollection(name).find((e) => e.path === path);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

/** A data file's content (settings, copy, navigation), with Markdown fields already HTML. */
export function getData<Name extends keyof CompiledContent["data"]>(
  name: Name,
): CompiledContent["data"][Name] {
  return getContent().data[name];
}

/** A rendered Markdown body: its HTML and headings, from its pack (read once per change). */
export function getBody(id: string): PageBody {
  const body = readCompiled<Record<string, PageBody>>(`${GENERATED_FILES.bodies}/${packFileOf(packOf(id))}`)[
    id
  ];
  if (!body) throw new Error(`body ${id} is missing from .generated: run \`npm run content\``);
  return body;
}

/** The site path a loader was called for, in the site's one URL form (no trailing slash). */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname.replace(/(.)\/$/, "$1");
}

/**
 * Answers an old URL (content/redirects.yaml) with a permanent redirect to its new one. Every
 * route's loader starts here, so an old URL under a collection's route (/modules/logo-hub) moves
 * like any other; the prerender turns the redirect into the `.data` file in-app navigation follows.
 */
export function redirectOldUrl(request: Request): void {
  const to = readCompiled<CompiledManifest>(GENERATED_FILES.manifest).redirects.find(
    (r) => r.from === requestPath(request),
  )?.to;
  if (to) throw redirect(to, 301);
}

/** The manifest entry of the page a loader was called for; an old URL redirects, an unknown one is a 404. */
export function pageEntry(request: Request): ManifestEntry {
  redirectOldUrl(request);
  const path = requestPath(request);
  const entry = getManifest().find((m) => m.path === path);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

/** Home, then each ancestor path that is a page, then the page itself. */
export function breadcrumbs(path: string): { title: string; path: string }[] {
  const manifest = getManifest();
  const parts = path.split("/").filter(Boolean);
  const ancestors = parts.map((_, i) => `/${parts.slice(0, i + 1).join("/")}`);
  return [
    { title: getData("ui").breadcrumbHome, path: "/" },
    ...ancestors.flatMap((p) =>
      manifest.filter((m) => m.path === p).map((m) => ({ title: m.title, path: m.path })),
    ),
  ];
}

/** The entries that belong to an entry of `parent` (a docs category's pages), in their order. */
export function getChildren(parent: CollectionName, slug: string): CompiledEntry[] {
  return (Object.keys(COLLECTIONS) as CollectionName[]).flatMap((name) => {
    const link = parentLink(name);
    return link?.collection === parent ? getCollection(name).filter((e) => link.slugOf(e.slug) === slug) : [];
  });
}
