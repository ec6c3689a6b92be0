/**
 * `npm run images`: renders the site's own artwork into the files public/ serves.
 * - The hero dashboard, wide and tall, as AVIF and WebP at each width of its <picture> srcsets;
 *   a tall drawing whose labels overlap or fall under its least size stops the run.
 * - One product screen per module (./screens/) and market, as AVIF and WebP at each of
 *   SCREEN_IMAGE.widths, money and places as markets.yaml's market writes them; a screen that
 *   draws the same for both markets is encoded once and copied. A screen whose labels overlap or
 *   fall under 14 px stops the run before anything is written.
 * - Each testimonial clip under /videos: a title card with the person, role and company, then the
 *   quote in timed segments (./testimonial-clip.ts), read from the compiled content (run
 *   `npm run content` first). Needs ffmpeg; skipped, keeping the committed clips, without it.
 * Reads the compiled content (run `npm run content` first). Outputs are committed like any
 * photograph, because rendering depends on this machine's fonts and
 * ffmpeg; run this again after changing the drawings.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { dashboardSvg } from "./dashboard-svg.ts";
import { dashboardTallSvg, TALL_MIN_LABEL } from "./dashboard-tall-svg.ts";
import { layoutProblems } from "#scripts/assets/images/screens/check.ts";
import { renderTestimonialClip } from "./testimonial-clip.ts";
import { MODULE_SCREENS, screenMarkets } from "#scripts/assets/images/screens/index.ts";
import { HERO_IMAGE } from "#app/core/media/index.ts";
import { SCREEN_IMAGE } from "#app/core/media/index.ts";
import { isOwnClip } from "#app/core/media/index.ts";
import { contentFileOf, readGeneratedJson } from "#app/core/content/index.ts";
import type { CompiledContent } from "#app/core/content/index.ts";

const publicDir = "public";

async function renderDashboard(): Promise<void> {
  const dir = join(publicDir, HERO_IMAGE.dir);
  const tall = dashboardTallSvg();
  const problems = layoutProblems(tall, { ...HERO_IMAGE.tall, minSize: TALL_MIN_LABEL });
  if (problems.length > 0) throw new Error(`The tall dashboard needs fixing:\n${problems.join("\n")}`);
  mkdirSync(dir, { recursive: true });
  for (const [shape, svg] of [
    ["wide", dashboardSvg()],
    ["tall", tall],
  ] as const) {
    const { name, width: drawn, widths } = HERO_IMAGE[shape];
    for (const width of widths) {
      const image = sharp(Buffer.from(svg), { density: (72 * width) / drawn }).resize(width);
      await image
        .clone()
        .avif({ quality: 55, effort: 6 })
        .toFile(join(dir, `${name}-${width}.avif`));
      await image
        .clone()
        .webp({ quality: 78 })
        .toFile(join(dir, `${name}-${width}.webp`));
    }
    console.log(`images: ${shape} dashboard at ${widths.join(", ")} px in ${dir}`);
  }
}

/**
 * Encoder quality of the module screens by width. Screens are mostly text, which costs bytes at
 * any quality, so to keep all their files near 2.5 MB quality falls as width grows: the wide files
 * are shown on high-density displays, where pixels are small and artefacts hide, while the 400 and
 * 600 px files are seen nearly pixel for pixel and keep their muted labels crisp.
 */
const SCREEN_QUALITY: Record<(typeof SCREEN_IMAGE.widths)[number], { avif: number; webp: number }> = {
  400: { avif: 55, webp: 72 },
  600: { avif: 50, webp: 58 },
  900: { avif: 42, webp: 44 },
  1200: { avif: 36, webp: 32 },
  1600: { avif: 30, webp: 22 },
};

/**
 * Every module screen at every width. The SVG is rasterised at each width directly (density
 * scales the 1200 px drawing) rather than downscaled from one big bitmap, so small sizes keep
 * crisp text.
 */
async function renderScreens(content: CompiledContent): Promise<void> {
  const started = performance.now();
  const drawings = screenMarkets(content.data.markets).flatMap((market) =>
    Object.entries(MODULE_SCREENS).map(([slug, draw]) => ({ market: market.id, slug, svg: draw(market) })),
  );
  const problems = drawings.flatMap(({ market, slug, svg }) =>
    layoutProblems(svg).map((p) => `${market}/${slug}: ${p}`),
  );
  if (problems.length > 0) throw new Error(`Module screens need fixing:\n${problems.join("\n")}`);
  /** The folder each drawing was encoded into, by its SVG: a drawing both markets share is copied. */
  const encoded = new Map<string, string>();
  for (const { market, slug, svg } of drawings) {
    const dir = join(publicDir, SCREEN_IMAGE.dir, market);
    mkdirSync(dir, { recursive: true });
    const done = encoded.get(svg);
    if (done) {
      for (const width of SCREEN_IMAGE.widths)
        for (const format of ["avif", "webp"])
          copyFileSync(join(done, `${slug}-${width}.${format}`), join(dir, `${slug}-${width}.${format}`));
      continue;
    }
    encoded.set(svg, dir);
    const source = Buffer.from(svg);
    await Promise.all(
      SCREEN_IMAGE.widths.map(async (width) => {
        const image = sharp(source, { density: (72 * width) / SCREEN_IMAGE.width }).resize(width);
        const quality = SCREEN_QUALITY[width];
        await image
          .clone()
          .avif({ quality: quality.avif, effort: 6 })
          .toFile(join(dir, `${slug}-${width}.avif`));
        await image
          .clone()
          .webp({ quality: quality.webp })
          .toFile(join(dir, `${slug}-${width}.webp`));
      }),
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${drawings.length} module screens (${encoded.size} drawn, the rest the same on both markets) at ${SCREEN_IMAGE.widths.join(", ")} px in ${seconds} s`,
  );
}

function hasFfmpeg(): boolean {
  try {
    execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const content = readGeneratedJson<CompiledContent>(contentFileOf("us"));
await renderDashboard();
await renderScreens(content);
if (hasFfmpeg()) {
  const { testimonials } = content.data.home.results;
  // Only our own clips: a video on another site is not ours to draw.
  for (const item of testimonials.filter((t) => isOwnClip(t.videoUrl))) {
    const out = join(publicDir, item.videoUrl);
    mkdirSync(dirname(out), { recursive: true });
    const seconds = await renderTestimonialClip(join(publicDir, item.thumbnailUrl), item, out);
    console.log(`images: ${out}, ${seconds} s`);
  }
} else {
  console.log("images: ffmpeg not found, so the testimonial clips in public/videos were left as they are");
}
