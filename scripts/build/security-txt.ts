/**
 * /.well-known/security.txt (RFC 9116) for one domain: who to tell about a vulnerability, the
 * disclosure policy, and an Expires date computed from the build's date, so a file that stops
 * being deployed goes stale instead of pointing researchers at an address nobody reads.
 */
import type { SiteSettings } from "#app/core/content/index.ts";
import { SECURITY_TXT_PATH } from "#app/core/site/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function securityTxt(settings: SiteSettings["security"], siteUrl: string, builtAt: Date): string {
  // RFC 9116 §2.5.5: an Internet date-time; whole seconds in UTC read best.
  const expires = new Date(builtAt.getTime() + settings.validForDays * DAY_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
  return [
    ...settings.contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires}`,
    `Policy: ${siteUrl}${settings.policy}`,
    `Preferred-Languages: ${settings.preferredLanguages.join(", ")}`,
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}
