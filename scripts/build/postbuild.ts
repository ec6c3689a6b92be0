/**
 * Turns React Router's prerender output into the deployable folder build/<domain>/:
 * one `path.html` per page (the site's URL form has no trailing slash), 404.html, sitemap.xml,
 * robots.txt and the host rules (_redirects, _headers, vercel.json).
 */
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CompiledManifest } from "../../app/core/content/types.ts";

import { formatHeaders, type HeaderRule } from "../host-rules/headers-file.ts";
import { formatRedirects, type RedirectRule } from "../host-rules/redirects-file.ts";
import type { SiteDomain } from "../../app/core/domain.ts";
import { NOT_FOUND_PRERENDER_PATH, ROBOTS_TXT_PATH, SITEMAP_XML_PATH } from "../../app/core/site-paths.ts";
import { robotsTxt, sitemapXml } from "./sitemap-xml.ts";

/** Google Analytics' hosts, allowed by the CSP only in builds with a measurement id. */
const ANALYTICS_SOURCES = {
  script: "https://www.googletagmanager.com",
  connect: "https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
  img: "https://*.google-analytics.com https://www.googletagmanager.com",
};

function contentSecurityPolicy(analytics: boolean): string {
  const extra = (kind: keyof typeof ANALYTICS_SOURCES) => (analytics ? ` ${ANALYTICS_SOURCES[kind]}` : "");
  return `default-src 'self'; script-src 'self' 'unsafe-inline'${extra("script")}; style-src 'self' 'unsafe-inline'; img-src 'self' data:${extra("img")}; media-src 'self' https:; frame-src https://www.youtube-nocookie.com https://player.vimeo.com; font-src 'self'; connect-src 'self'${extra("connect")}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`;
}

/** Security headers for every response; hashed assets are cached for a year. */
export const headerRules = ({ analytics }: { analytics: boolean }): HeaderRule[] => [
  {
    pattern: "/*",
    headers: {
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      // React Router's hydration data and the theme boot script are inline scripts.
      "Content-Security-Policy": contentSecurityPolicy(analytics),
    },
  },
  { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  // Pictures and clips keep their names when redrawn, so a week, not forever.
  { pattern: "/images/*", headers: { "Cache-Control": "public, max-age=604800" } },
  { pattern: "/videos/*", headers: { "Cache-Control": "public, max-age=604800" } },
  // Social cards keep their names when redrawn.
  { pattern: "/og/*", headers: { "Cache-Control": "public, max-age=86400" } },
];

/** Moves every `dir/index.html` (but the root's) to `dir.html`, depth first. */
export function flattenHtml(root: string, dir = root): void {
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

export function postBuild(
  domain: SiteDomain,
  rrClientDir: string,
  outDir: string,
  compiled: CompiledManifest,
  analyticsId: string | null,
): void {
  const HEADER_RULES = headerRules({ analytics: analyticsId !== null });
  rmSync(outDir, { recursive: true, force: true });
  renameSync(rrClientDir, outDir);
  flattenHtml(outDir);

  // The 404 page was prerendered at one path; hosts serve it as 404.html with status 404.
  const notFound = NOT_FOUND_PRERENDER_PATH.slice(1);
  renameSync(join(outDir, `${notFound}.html`), join(outDir, "404.html"));
  rmSync(join(outDir, `${notFound}.data`), { force: true });
  // Every route is prerendered, so the SPA fallback would only ever serve a blank shell.
  rmSync(join(outDir, "__spa-fallback.html"), { force: true });

  const siteUrl = compiled.siteUrl[domain];
  writeFileSync(join(outDir, SITEMAP_XML_PATH.slice(1)), sitemapXml(compiled.manifest, siteUrl));
  writeFileSync(join(outDir, ROBOTS_TXT_PATH.slice(1)), robotsTxt(siteUrl));

  const redirects: RedirectRule[] = compiled.redirects.map((r) => ({ from: r.from, to: r.to, status: 301 }));
  writeFileSync(join(outDir, "_redirects"), formatRedirects(redirects));
  writeFileSync(join(outDir, "_headers"), formatHeaders(HEADER_RULES));
  writeFileSync(
    join(outDir, "vercel.json"),
    `${JSON.stringify(
      {
        cleanUrls: true,
        trailingSlash: false,
        redirects: redirects.map((r) => ({ source: r.from, destination: r.to, statusCode: r.status })),
        headers: HEADER_RULES.map((rule) => ({
          source: rule.pattern.replace("/*", "/(.*)"),
          headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
        })),
      },
      null,
      2,
    )}\n`,
  );
}
