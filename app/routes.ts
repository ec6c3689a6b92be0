import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { COLLECTIONS } from "#app/core/content/index.ts";
import type { CompiledManifest, ManifestEntry } from "#app/core/content/index.ts";
import { GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import { SITEMAP_XML_PATH } from "#app/core/site/index.ts";

/**
 * The routes, from the route manifest and the registry. The browser receives a description of
 * every route on every page and ranks them all when it starts, so there is one route per kind of
 * page, not one per page: a collection under a prefix of its own (/modules/:slug) is one route
 * however many entries it has, and a thousand more guides cost the browser nothing. Pages at the
 * top level (/about, /pricing) keep a route each: a top-level parameter would take every unknown
 * URL from the 404 route.
 *
 * An unknown URL under a collection's route is still a 404. The host serves 404.html there, whose
 * data is the 404 route's, not the collection route's. So each collection template has a
 * clientLoader: React Router then fetches the missing data instead of expecting it in the document
 * (which it would report as an error), meanwhile showing the root's HydrateFallback, the 404 page
 * the document already shows; the host's 404 for that data becomes the root's 404 boundary. An
 * in-app link to such a URL takes the same path. Old URLs redirect from the loaders
 * (server/content.server.ts, redirectOldUrl), prerendered like pages.
 */
const { manifest } = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);

/**
 * The first segment of a collection's URL ("/modules/" for "/modules/:slug"); undefined for
 * data-file pages. Only the first: collections under one parent path (/blog/tags/:slug and
 * /blog/authors/:slug) share one route when they share a template, as the blog's lists do.
 */
function urlPrefix(entry: ManifestEntry): string | undefined {
  const url = (COLLECTIONS as Record<string, { url: string } | undefined>)[entry.source]?.url;
  return url?.slice(0, url.indexOf("/", 1) + 1 || url.indexOf(":slug"));
}

/** "modules/:slug" for /modules/logos; "documentation/:slug/:page" for a guide two levels down. */
function collectionPattern(prefix: string, entry: ManifestEntry): string {
  const depth = entry.path.slice(prefix.length).split("/").length;
  const params = [":slug", ":page", ":part3", ":part4"].slice(0, depth);
  return `${prefix.slice(1)}${params.join("/")}`;
}

const templateOf = new Map<string, string>();
const topLevel: ManifestEntry[] = [];
for (const entry of manifest) {
  // A list's page 2 onwards (/blog/page/2) goes by its index's path, with the index's template.
  const prefix = entry.listing && entry.listing.page > 1 ? `${entry.listing.index}/` : urlPrefix(entry);
  if (!prefix || prefix === "/") {
    topLevel.push(entry);
    continue;
  }
  const pattern = collectionPattern(prefix, entry);
  const template = templateOf.get(pattern);
  if (template && template !== entry.template)
    throw new Error(
      `${pattern}: pages of two templates (${template}, ${entry.template}) share one URL shape`,
    );
  templateOf.set(pattern, entry.template);
}

/** A route id React Router can use in file names and keys: "/about" -> "page-about". */
const routeId = (prefix: string, path: string) => `${prefix}${path.replace(/[/:]+/g, "-")}`;

export default [
  ...topLevel.map((entry) =>
    entry.path === "/"
      ? index(`routes/${entry.template}.tsx`, { id: entry.template })
      : route(entry.path.slice(1), `routes/${entry.template}.tsx`, { id: routeId("page", entry.path) }),
  ),
  ...[...templateOf].map(([pattern, template]) =>
    route(pattern, `routes/${template}.tsx`, { id: routeId("collection-", pattern) }),
  ),
  // The XML sitemap's path, followed inside the app, lands on the sitemap page.
  route(SITEMAP_XML_PATH.slice(1), "routes/sitemap-xml.tsx", { id: "sitemap-xml" }),
  // Every other URL: prerendered once at NOT_FOUND_PRERENDER_PATH and served as 404.html, and the
  // old top-level URLs, which its loader redirects.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
