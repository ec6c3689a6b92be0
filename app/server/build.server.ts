/**
 * What this prerender is building: its domain, and copy as that domain prints it before any
 * visitor choice (UK spelling on .com, US on .us). Loaders only: it reads the build's environment.
 */
import { localeOf, parseDomain, type SiteDomain } from "~/core/locale/domain";
import compactSpelling from "~generated/spelling-client.json";
import { expandSpelling, spellerFor, toUkHtml, type SpellingMap } from "~/core/locale/spelling";

let expanded: SpellingMap | undefined;
const spellingMap = () => (expanded ??= expandSpelling(compactSpelling));

export function buildDomain(): SiteDomain {
  return parseDomain(process.env.SITE_DOMAIN);
}

function buildLocale() {
  return localeOf(buildDomain());
}

export function spellForBuild(text: string): string {
  return spellerFor(buildLocale(), spellingMap())(text);
}

export function spellHtmlForBuild(html: string): string {
  return buildLocale() === "UK" ? toUkHtml(html, spellingMap()) : html;
}
