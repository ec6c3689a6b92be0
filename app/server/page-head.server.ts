/**
 * Each page's head tags, built by its loader at prerender time with the one SEO helper (core/seo/seo):
 * the site's settings merged with the page's record, spelled for the build. The browser receives
 * the finished tags with the page's data, so the helper itself never ships to it.
 */
import type { MetaDescriptor } from "react-router";
import { buildMeta, type SeoPage, type SeoSite } from "#app/core/seo/index.ts";
import { FEED_PATH } from "#app/core/site/index.ts";
import { buildDomain, spellForBuild } from "./build.server.ts";
import { getData } from "./content.server.ts";

function seoSite(): SeoSite {
  const site = getData("site");
  return {
    siteName: site.siteName,
    domain: buildDomain(),
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
