/**
 * What one domain's folder gets after React Router's prerender: the host rules and the pages' CSP
 * (postbuild.ts), each page's UK text, security.txt, the Vercel config, the blog's feed, the clips'
 * captions, llms.txt, the editor at /admin/, and the search index.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { GENERATED_FILES, marketFileOf } from "#app/core/content/index.ts";
import { leadEndpoint } from "#app/core/leads/index.ts";
import { DOMAINS, langTag, localeOf, spellerFor, type SiteDomain } from "#app/core/locale/index.ts";
import { SCREEN_IMAGE } from "#app/core/media/index.ts";
import { FEED_PATH, LLMS_TXT_PATH, SECURITY_TXT_PATH } from "#app/core/site/index.ts";
import { otherSpellings } from "#app/core/search/index.ts";
import type { CompileResult } from "#scripts/content/index.ts";
import { cmsInputs, previewData, writeAdmin } from "./cms/admin.ts";
import { rssFeed } from "./feed.ts";
import { llmsTxt } from "./llms-txt.ts";
import { writeUkText } from "./locale-text.ts";
import { postBuild, vercelConfig } from "./postbuild.ts";
import { writeSearchIndex } from "./search-index.ts";
import { securityTxt } from "./security-txt.ts";
import { writeTestimonialCaptions } from "./testimonial-captions.ts";

type Where = {
  /** React Router's client output for the domain. */
  clientDir: string;
  /** The domain's finished folder. */
  outDir: string;
  /** The staged content (.generated/ of this build). */
  generatedDir: string;
  /** Where the domain's Vercel config goes. */
  vercelFile: string;
  projectDir: string;
};

const writeIn = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** Finishes one domain's folder; resolves with the number of pages the search index holds. */
export async function writeDomainFiles(
  domain: SiteDomain,
  compiled: CompileResult,
  where: Where,
  { analyticsId, editor }: { analyticsId: string | null; editor: Promise<string> },
): Promise<number> {
  const { manifest } = compiled;
  const content = compiled.content[domain];
  const { site, home } = content.data;
  const siteUrl = manifest.siteUrl[domain];
  const { outDir } = where;
  mkdirSync(dirname(outDir), { recursive: true });
  const rules = await postBuild(domain, where.clientDir, outDir, manifest, {
    analytics: analyticsId !== null,
    // Every page can open the site search (search-index.ts writes its index below).
    search: true,
    videoUrls: home.results.testimonials.map((t) => t.videoUrl),
    // Both forms post to the same receiver, so one form's endpoint stands for both.
    leadsEndpoint: leadEndpoint("contact", site.forms.endpoint, process.env),
  });
  // The other markets' module screens: public/ holds every market's, a domain serves its own.
  for (const other of DOMAINS.filter((d) => d !== domain))
    rmSync(join(outDir, SCREEN_IMAGE.dir, other), { recursive: true, force: true });
  // Each page's UK text, which the browser fetches instead of respelling (locale-text.ts): also
  // the on-demand parts' copy, and every page's title and summary (search and 404 suggestions).
  const onDemandCopy = [GENERATED_FILES.megaMenu, GENERATED_FILES.searchDialog].map(
    (name) =>
      JSON.parse(readFileSync(join(where.generatedDir, marketFileOf(name, domain)), "utf8")) as unknown,
  );
  writeUkText(outDir, compiled.spelling, [...onDemandCopy, manifest.manifest]);
  writeIn(join(outDir, SECURITY_TXT_PATH), securityTxt(site.security, siteUrl, new Date()));
  writeIn(where.vercelFile, vercelConfig(domain, manifest, rules));
  const language = langTag(localeOf(domain));
  const spell = spellerFor(localeOf(domain), compiled.spelling);
  writeIn(join(outDir, FEED_PATH), rssFeed(content, { siteUrl, language }, spell));
  writeTestimonialCaptions(outDir, home.results.testimonials, spell);
  const { sections } = manifest;
  const summary = site.business.description;
  writeIn(
    join(outDir, LLMS_TXT_PATH),
    llmsTxt({ siteName: site.siteName, summary, siteUrl, sections, manifest: manifest.manifest, spell }),
  );
  // The editor at /admin/ (Decap CMS), after the pages, whose stylesheet its preview uses.
  writeAdmin(outDir, site.siteName, cmsInputs(where.projectDir, content, siteUrl, process.env), {
    editor: await editor,
    data: previewData(content, manifest, compiled.spelling, domain),
  });
  const other = otherSpellings(compiled.spelling, localeOf(domain));
  return (await writeSearchIndex(outDir, manifest.manifest, { language, other })).pages;
}
