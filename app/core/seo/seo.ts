/**
 * One helper builds every page's head tags: site defaults first, then the page's SEO record.
 * React Router replaces parent meta with a child's, so each route calls this once with everything.
 */
import type { MetaDescriptor } from "react-router";
import { DOMAINS, langTag, localeOf, type SiteDomain } from "#app/core/locale/index.ts";

const DEFAULT_ROBOTS = "index,follow";
/** The hreflang of a domain build (its locale's tag); x-default points at the .com build. */
const hreflangOf = (domain: SiteDomain) => langTag(localeOf(domain));

/** Pages search engines may index: exactly the ones sitemap.xml and the sitemap page list. */
export const isListed = (page: { robots: string }): boolean => page.robots === DEFAULT_ROBOTS;

/** The names search engines give their site-ownership meta tags. */
const VERIFICATION_META = {
  google: "google-site-verification",
  bing: "msvalidate.01",
  yandex: "yandex-verification",
  pinterest: "p:domain_verify",
} as const;
type VerificationTokens = Partial<Record<keyof typeof VERIFICATION_META, string>>;

export type SeoSite = {
  siteName: string;
  domain: SiteDomain;
  siteUrls: { com: string; us: string };
  /** Only tokens that are set become tags. */
  verification?: VerificationTokens;
  /** The blog's feed, linked from every page's head. */
  feed?: { title: string; href: string };
};
export type SeoPage = {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
  robots?: string;
  ogType?: "website" | "article";
  /** Defaults to the page's generated card (ogImagePath). */
  ogImage?: string;
  /** Pages that exist only on this build (the 404) get no hreflang twins. */
  alternates?: boolean;
  /** Neighbours in a series (documentation guides), as site paths. */
  pagination?: { prev?: string; next?: string };
};

/** Open Graph cards: 1200×630, one per page, drawn at build time (scripts/assets/social-cards/og-image.ts). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** Where a page's card is written: /og/modules/logos.png, and /og/index.png for the home page. */
export function ogImagePath(path: string): string {
  return `/og${path === "/" ? "/index" : path}.png`;
}

/** The absolute form of a site path; the home page is the origin with its slash. */
export function absoluteUrl(base: string, path: string): string {
  return `${base}${path}`;
}

/**
 * Site defaults merged with the page's record. The page wins where it says something (robots,
 * og:type, og:image); the site adds what every page carries (its name, verification, the feed).
 */
export function buildMeta(site: SeoSite, page: SeoPage): MetaDescriptor[] {
  const title = `${page.title} | ${site.siteName}`;
  const base = site.siteUrls[site.domain];
  const url = absoluteUrl(base, page.path);
  const robots = page.robots ?? DEFAULT_ROBOTS;
  const ogImage = page.ogImage ?? ogImagePath(page.path);
  const image = ogImage.startsWith("http") ? ogImage : absoluteUrl(base, ogImage);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    ...(page.keywords?.length ? [{ name: "keywords", content: page.keywords.join(", ") }] : []),
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: hreflangOf(site.domain).replace("-", "_") },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  for (const [engine, name] of Object.entries(VERIFICATION_META)) {
    const token = site.verification?.[engine as keyof typeof VERIFICATION_META];
    if (token) tags.push({ name, content: token });
  }
  if (site.feed)
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: site.feed.title,
      href: absoluteUrl(base, site.feed.href),
    });
  for (const rel of ["prev", "next"] as const) {
    const target = page.pagination?.[rel];
    if (target) tags.push({ tagName: "link", rel, href: absoluteUrl(base, target) });
  }
  if (page.alternates !== false && robots === DEFAULT_ROBOTS) {
    for (const domain of DOMAINS) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: hreflangOf(domain),
        href: absoluteUrl(site.siteUrls[domain], page.path),
      });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(site.siteUrls.com, page.path),
    });
  }
  return tags;
}
