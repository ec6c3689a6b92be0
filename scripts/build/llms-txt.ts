/**
 * /llms.txt, after the proposal at https://llmstxt.org: the site's name as the one h1, a one-line
 * summary as a blockquote, then one `##` list per sitemap section of
 * `- [Title](absolute URL): description`. It lists the pages search engines may index, in the
 * sitemap's order, with this domain's URLs and spelling.
 */
import type { ManifestEntry, Section } from "#app/core/content/index.ts";
import { indexablePages } from "#app/core/site/index.ts";

export type LlmsTxtInputs = {
  siteName: string;
  /** One or two sentences on what the site is about. */
  summary: string;
  /** This domain's origin, no trailing slash. */
  siteUrl: string;
  sections: readonly Pick<Section, "id" | "title">[];
  manifest: readonly ManifestEntry[];
  /** The domain's spelling (spelling.ts's spellerFor). */
  spell?: (text: string) => string;
};

/** Keeps a line of Markdown one line, and a title from closing its link text early. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, "\\$1");

export function llmsTxt({
  siteName,
  summary,
  siteUrl,
  sections,
  manifest,
  spell = (t) => t,
}: LlmsTxtInputs): string {
  const pages = indexablePages(manifest);
  const lines = [`# ${oneLine(siteName)}`, "", `> ${spell(oneLine(summary))}`, ""];
  for (const section of sections) {
    const inSection = pages.filter((page) => page.section === section.id);
    if (!inSection.length) continue;
    lines.push(`## ${spell(oneLine(section.title))}`, "");
    for (const page of inSection) {
      const url = page.path === "/" ? `${siteUrl}/` : `${siteUrl}${page.path}`;
      lines.push(`- [${linkText(spell(page.title))}](${url}): ${spell(oneLine(page.description))}`);
    }
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
