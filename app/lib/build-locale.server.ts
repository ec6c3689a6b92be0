/** Copy as this build prints it before any visitor choice: UK spelling on .com, US on .us. */
import { siteDomain } from "../../scripts/site-domain.ts";
import { toUkHtml, toUkText } from "./locale/spelling.ts";
import { SPELLING } from "./locale/spelling-map.ts";

export function spellForBuild(text: string): string {
  return siteDomain() === "com" ? toUkText(text, SPELLING) : text;
}

export function spellHtmlForBuild(html: string): string {
  return siteDomain() === "com" ? toUkHtml(html, SPELLING) : html;
}
