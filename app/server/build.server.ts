/**
 * What this prerender is building: its domain, and copy as that domain prints it before any
 * visitor choice (UK spelling on .com, US on .us). Loaders only: it reads the build's environment.
 */
import { localeOf, parseDomain, type SiteDomain } from "#app/core/locale/index.ts";
import spellingPairs from "#generated/spelling.json";
import { ukText } from "#app/core/locale/index.ts";

export function buildDomain(): SiteDomain {
  return parseDomain(process.env.SITE_DOMAIN);
}

function buildLocale() {
  return localeOf(buildDomain());
}

/** A string of copy (text or rendered Markdown) in UK English, as the .com build prints it. */
export function ukSpelling(text: string): string {
  return ukText(text, spellingPairs);
}

export function spellForBuild(text: string): string {
  return buildLocale() === "UK" ? ukSpelling(text) : text;
}

export function spellHtmlForBuild(html: string): string {
  return spellForBuild(html);
}
