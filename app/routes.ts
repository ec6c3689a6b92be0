import { index, route, type RouteConfig } from "@react-router/dev/routes";
import type { Template } from "../scripts/content/compiled.ts";
import { readGeneratedManifest } from "../scripts/content/generated.ts";
import { SITEMAP_XML_PATH } from "./lib/site-paths.ts";

/** The page component of each manifest template. */
const TEMPLATE_FILES: Record<Template, string> = {
  home: "routes/home.tsx",
  page: "routes/page.tsx",
  contact: "routes/contact.tsx",
  pricing: "routes/pricing.tsx",
  faq: "routes/faq.tsx",
  sitemap: "routes/sitemap.tsx",
  "module-index": "routes/collection-index.tsx",
  "industry-index": "routes/collection-index.tsx",
  "case-study-index": "routes/collection-index.tsx",
  "blog-index": "routes/collection-index.tsx",
  "docs-index": "routes/collection-index.tsx",
  "docs-category": "routes/collection-index.tsx",
  module: "routes/module.tsx",
  industry: "routes/industry.tsx",
  "case-study": "routes/case-study.tsx",
  "blog-post": "routes/blog-post.tsx",
  "docs-page": "routes/docs-page.tsx",
};

/** A route id React Router can use in file names and keys: "/modules/logos" -> "page-modules-logos". */
const routeId = (prefix: string, path: string) => `${prefix}${path.replace(/\//g, "-")}`;

// Routes come from the manifest, one per page, so no URL is kept by hand here. Explicit routes
// (rather than /modules/:slug) mean an unknown URL can only match the 404 splat, which lets
// 404.html hydrate at any path without a mismatch.
const { manifest, redirects } = readGeneratedManifest();

export default [
  ...manifest.map((entry) =>
    entry.path === "/"
      ? index(TEMPLATE_FILES.home, { id: "home" })
      : route(entry.path.slice(1), TEMPLATE_FILES[entry.template], { id: routeId("page", entry.path) }),
  ),
  // Old URLs: in-app navigation redirects (replacing the entry); hosts answer 301 from _redirects.
  ...redirects.map((r) => route(r.from.slice(1), "routes/redirect.tsx", { id: routeId("redirect", r.from) })),
  // The XML sitemap's path, followed inside the app, lands on the sitemap page.
  route(SITEMAP_XML_PATH.slice(1), "routes/sitemap-xml.tsx", { id: "sitemap-xml" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
