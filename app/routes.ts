import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { GENERATED_FILES, readGeneratedJson } from "./core/generated-files.ts";
import type { CompiledManifest } from "./core/content/types.ts";
import { SITEMAP_XML_PATH } from "./core/site-paths.ts";

/** A route id React Router can use in file names and keys: "/modules/logos" -> "page-modules-logos". */
const routeId = (prefix: string, path: string) => `${prefix}${path.replace(/\//g, "-")}`;

// One route per manifest page, its component named by the registry's template: adding a
// collection adds its pages here without an edit. Explicit routes (rather than /modules/:slug) mean
// an unknown URL can only match the 404 splat, which lets 404.html hydrate at any path.
const { manifest, redirects } = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);

export default [
  ...manifest.map((entry) =>
    entry.path === "/"
      ? index(`routes/${entry.template}.tsx`, { id: entry.template })
      : route(entry.path.slice(1), `routes/${entry.template}.tsx`, { id: routeId("page", entry.path) }),
  ),
  // Old URLs: in-app navigation redirects (replacing the entry); hosts answer 301 from _redirects.
  ...redirects.map((r) => route(r.from.slice(1), "routes/redirect.tsx", { id: routeId("redirect", r.from) })),
  // The XML sitemap's path, followed inside the app, lands on the sitemap page.
  route(SITEMAP_XML_PATH.slice(1), "routes/sitemap-xml.tsx", { id: "sitemap-xml" }),
  // Prerendered once at NOT_FOUND_PRERENDER_PATH and served as 404.html for every unknown URL.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
