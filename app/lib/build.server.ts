/**
 * What this prerender is building: its domain, and copy as that domain prints it before any
 * visitor choice (UK spelling on .com, US on .us). Loaders only: it reads the build's environment.
 */
import { localeOf, parseDomain, type SiteDomain } from "~/core/domain";
import { spellerFor, toUkHtml } from "~/core/spelling";
import { spellingMap } from "./locale/spelling-map";

export function buildDomain(): SiteDomain {
  return parseDomain(process.env.SITE_DOMAIN);
}

export function buildLocale() {
  return localeOf(buildDomain());
}

export function spellForBuild(text: string): string {
  return spellerFor(buildLocale(), spellingMap())(text);
}

export function spellHtmlForBuild(html: string): string {
  return buildLocale() === "UK" ? toUkHtml(html, spellingMap()) : html;
}
