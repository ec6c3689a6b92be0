/**
 * One helper builds every page's head tags: site defaults first, then the page's SEO record.
 * React Router replaces parent meta with a child's, so each route calls this once with everything.
 */
import type { MetaDescriptor } from "react-router";

export const DEFAULT_ROBOTS = "index,follow";
/** hreflang of each domain build; x-default points at the .com build. */
export const HREFLANG = { com: "en-GB", us: "en-US" } as const;

export type SeoSite = { siteName: string; domain: "com" | "us"; siteUrls: { com: string; us: string } };
export type SeoPage = {
  title: string;
  description: string;
  path: string;
  robots?: string;
  ogType?: "website" | "article";
  ogImage?: string;
  /** Pages that exist only on this build (the 404) get no hreflang twins. */
  alternates?: boolean;
};

/** The absolute form of a site path; the home page is the origin with its slash. */
export function absoluteUrl(base: string, path: string): string {
  return `${base}${path}`;
}

export function buildMeta(site: SeoSite, page: SeoPage): MetaDescriptor[] {
  const title = `${page.title} | ${site.siteName}`;
  const url = absoluteUrl(site.siteUrls[site.domain], page.path);
  const robots = page.robots ?? DEFAULT_ROBOTS;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: HREFLANG[site.domain].replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.ogImage) {
    const image = page.ogImage.startsWith("http") ? page.ogImage : absoluteUrl(site.siteUrls[site.domain], page.ogImage);
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (page.alternates !== false && robots === DEFAULT_ROBOTS) {
    for (const domain of ["com", "us"] as const) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: HREFLANG[domain], href: absoluteUrl(site.siteUrls[domain], page.path) });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(site.siteUrls.com, page.path) });
  }
  return tags;
}
