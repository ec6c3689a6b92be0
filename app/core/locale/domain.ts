/**
 * The two domain builds and the locale each one speaks first. Every rule of the form "which
 * locale is this domain" or "which language tag is this locale" is written here, once.
 */
import type { Locale } from "./locale.ts";

export const DOMAINS = ["com", "us"] as const;
export type SiteDomain = (typeof DOMAINS)[number];

/** SITE_DOMAIN=com|us (default com): which domain a build is for. */
export function parseDomain(value: string | undefined): SiteDomain {
  const domain = value ?? "com";
  if (!(DOMAINS as readonly string[]).includes(domain)) {
    throw new Error(`SITE_DOMAIN must be one of ${DOMAINS.join(", ")}, got "${domain}"`);
  }
  return domain as SiteDomain;
}

/** The locale a domain's prerendered pages are written in: UK English on .com, US English on .us. */
export function localeOf(domain: SiteDomain): Locale {
  return domain === "com" ? "UK" : "US";
}

/** The BCP 47 tag of a locale: `<html lang>`, hreflang, date formats, the search index. */
export function langTag(locale: Locale): "en-GB" | "en-US" {
  return locale === "UK" ? "en-GB" : "en-US";
}
