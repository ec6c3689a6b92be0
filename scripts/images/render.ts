/**
 * `npm run images`: renders the site's own artwork into the files public/ serves.
 * - The hero dashboard, as AVIF and WebP at three widths (the <picture> srcset).
 * - The two testimonial clips, a slow pan over each customer's card (needs ffmpeg).
 * Outputs are committed like any photograph, because rendering depends on this machine's fonts
 * and ffmpeg; run this again after changing the drawings.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { dashboardSvg } from "./dashboard-svg.ts";
import { HERO_IMAGE } from "../../app/core/hero-image.ts";

const publicDir = "public";

async function renderDashboard(): Promise<void> {
  const dir = join(publicDir, HERO_IMAGE.dir);
  mkdirSync(dir, { recursive: true });
  const svg = Buffer.from(dashboardSvg());
  for (const width of HERO_IMAGE.widths) {
    const image = sharp(svg, { density: (72 * width) / HERO_IMAGE.width }).resize(width);
    await image
      .clone()
      .avif({ quality: 55, effort: 6 })
      .toFile(join(dir, `${HERO_IMAGE.name}-${width}.avif`));
    await image
      .clone()
      .webp({ quality: 78 })
      .toFile(join(dir, `${HERO_IMAGE.name}-${width}.webp`));
  }
  console.log(`images: dashboard at ${HERO_IMAGE.widths.join(", ")} px in ${dir}`);
}

/** A 6 s, 640x360 clip: the testimonial card's artwork, slowly zoomed, in H.264 for every browser. */
async function renderClip(card: string, out: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "clip-"));
  try {
    const still = join(work, "still.png");
    await sharp(card, { density: 300 }).resize(1280, 720, { fit: "cover" }).png().toFile(still);
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-loop",
      "1",
      "-i",
      still,
      "-vf",
      "zoompan=z='min(zoom+0.0008,1.12)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=150:s=640x360:fps=25,format=yuv420p",
      "-t",
      "6",
      "-c:v",
      "libx264",
      "-profile:v",
      "main",
      "-crf",
      "28",
      "-movflags",
      "+faststart",
      "-an",
      out,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await renderDashboard();
mkdirSync(join(publicDir, "videos"), { recursive: true });
for (const company of ["woolcool", "agame"]) {
  await renderClip(
    join(publicDir, "images/testimonials", `${company}.svg`),
    join(publicDir, "videos", `testimonial-${company}.mp4`),
  );
}
console.log("images: testimonial clips in public/videos");
