/**
 * Every page's Open Graph card for both domain builds. Cards are cached by what they show, so a
 * card the two domains share (same spelling) is drawn once, and an unchanged card is never redrawn
 * on a later build.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ogImagePath } from "#app/core/seo/index.ts";
import { NOT_FOUND_CARD_PATH } from "#app/core/site/index.ts";
import { spellerFor } from "#app/core/locale/index.ts";
import type { CompileResult } from "#scripts/content/compile.ts";
import { localeOf, type SiteDomain } from "#app/core/locale/index.ts";
import { renderOgImage, type OgCard } from "./og-image.ts";

/** Bump when the card's design changes, so cached cards are redrawn. */
const DESIGN_VERSION = "1";
const OG_CACHE_DIR = join("node_modules", ".cache", "og-cards");

export type OgJob = { file: string; card: OgCard };

/** One card per manifest page and the 404 page: the title and section as this domain spells them. */
export function ogJobs(compiled: CompileResult, domain: SiteDomain): OgJob[] {
  const { manifest } = compiled;
  const content = compiled.content[domain];
  const spell = spellerFor(localeOf(domain), compiled.spelling);
  const siteName = content.data.site.siteName;
  const sectionTitle = new Map(content.data.sections.sections.map((s) => [s.id, s.title]));
  const pages = manifest.manifest.map((m) => ({
    path: m.path,
    title: m.title,
    section: sectionTitle.get(m.section) ?? siteName,
  }));
  pages.push({ path: NOT_FOUND_CARD_PATH, title: content.data.ui.notFound.title, section: "404" });
  return pages.map((p) => ({
    file: ogImagePath(p.path).slice(1),
    card: { title: spell(p.title), section: spell(p.section), siteName },
  }));
}

const cacheFile = (card: OgCard) =>
  join(
    OG_CACHE_DIR,
    `${createHash("sha256")
      .update(DESIGN_VERSION + JSON.stringify(card))
      .digest("hex")
      .slice(0, 20)}.png`,
  );

/** Draws every card not yet in the cache; returns how many were drawn. */
export async function renderOgCards(jobs: readonly OgJob[]): Promise<number> {
  mkdirSync(OG_CACHE_DIR, { recursive: true });
  const missing = new Map<string, OgCard>();
  for (const { card } of jobs) if (!existsSync(cacheFile(card))) missing.set(cacheFile(card), card);
  for (const [file, card] of missing) {
    // Written aside and renamed into place: a build killed mid-write, or another build drawing the
    // same card at once, never leaves a cut-off picture under the card's name for a build to copy.
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, await renderOgImage(card));
    renameSync(aside, file);
  }
  return missing.size;
}

/** Copies the domain's cards from the cache into its build folder (og/…). */
export function copyOgCards(jobs: readonly OgJob[], outDir: string): void {
  for (const { file, card } of jobs) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cacheFile(card), target);
  }
}
