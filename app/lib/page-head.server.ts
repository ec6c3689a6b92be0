/**
 * Each page's head tags, built by its loader at prerender time with the one SEO helper (seo.ts):
 * the site's settings merged with the page's record, spelled for the build. The browser receives
 * the finished tags with the page's data, so the helper itself never ships to it.
 */
import type { MetaDescriptor } from "react-router";
import { siteDomain } from "../../scripts/site-domain.ts";
import { spellForBuild } from "./build-locale.server.ts";
import { getContent } from "./content.server.ts";
import { buildMeta, type SeoPage, type SeoSite } from "./seo.ts";
import { FEED_PATH } from "./site-paths.ts";

export function seoSite(): SeoSite {
  const { site } = getContent();
  return {
    siteName: site.siteName,
    domain: siteDomain(),
    siteUrls: site.siteUrl,
    verification: site.verification,
    feed: { title: spellForBuild(site.feed.title), href: FEED_PATH },
  };
}

export function pageHead(page: SeoPage): MetaDescriptor[] {
  return buildMeta(seoSite(), {
    ...page,
    title: spellForBuild(page.title),
    description: spellForBuild(page.description),
  });
}
