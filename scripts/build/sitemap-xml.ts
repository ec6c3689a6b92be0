/** sitemap.xml from the manifest: indexable pages only, absolute URLs on this build's domain. */
import { XMLBuilder } from "fast-xml-parser";
import { absoluteUrl, isListed } from "#app/core/seo/index.ts";
import { SITEMAP_XML_PATH } from "#app/core/site/index.ts";

import type { ManifestEntry } from "#app/core/content/index.ts";

export function sitemapXml(manifest: ManifestEntry[], siteUrl: string): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  const body = builder.build({
    urlset: {
      "@_xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
      url: manifest.filter(isListed).map((entry) => ({
        loc: absoluteUrl(siteUrl, entry.path),
        lastmod: entry.lastmod,
        changefreq: entry.changefreq,
        priority: entry.priority.toFixed(1),
      })),
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, SITEMAP_XML_PATH)}\n`;
}
