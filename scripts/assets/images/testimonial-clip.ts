/**
 * A testimonial clip: the customer's card artwork behind a title card (person, role, company, so
 * the first frame says whose story it is), then behind the speaker's name line for as long as the
 * quote runs (clipTimeline). The quote's words are not drawn: they are the clip's WebVTT captions,
 * which the build writes from the same timeline, placed clear above the name line (CLIP_FRAME),
 * and which the dialog shows from the start; the picture never repeats them nor sits under them.
 * 1280x720 H.264 for every browser; the slides are still, so the file stays small.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { CLIP_FRAME, clipTimeline, type ClipStory } from "#app/core/media/index.ts";

const { width: WIDTH, height: HEIGHT, nameLine } = CLIP_FRAME;
const FPS = 25;
const FONT = "DejaVu Sans, Arial, sans-serif";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A dark veil over the artwork so white text (drawn or captioned) reads at any point of it, and the text itself. */
function overlay(body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#0b1220" fill-opacity=".78"/>${body}</svg>`
  );
}

function titleSlide(story: ClipStory): string {
  return overlay(
    `<text x="80" y="300" font-family="${FONT}" font-size="34" font-weight="700" fill="#f59e0b" letter-spacing="3">${esc(story.company.toUpperCase())}</text>` +
      `<text x="80" y="390" font-family="${FONT}" font-size="72" font-weight="700" fill="#ffffff">${esc(story.person)}</text>` +
      `<text x="80" y="450" font-family="${FONT}" font-size="38" fill="#cbd5e1">${esc(story.role)}</text>`,
  );
}

/** Who is speaking, at the foot of the frame, under the captions. */
function nameLineSlide(story: ClipStory): string {
  return overlay(
    `<text x="80" y="${nameLine.baseline}" font-family="${FONT}" font-size="${nameLine.size}" fill="#f59e0b">${esc(`${story.person}, ${story.company}`)}</text>`,
  );
}

/** What each segment of the clip's timeline draws over the artwork, as SVG: the title card, then the name line. */
export function clipSlides(story: ClipStory): string[] {
  return clipTimeline(story).cues.map((_, i) => (i === 0 ? titleSlide(story) : nameLineSlide(story)));
}

/** Renders `story` over the artwork in `card` (an SVG) into `out` (.mp4); returns the clip's length. */
export async function renderTestimonialClip(card: string, story: ClipStory, out: string): Promise<number> {
  const { cues, duration } = clipTimeline(story);
  const work = mkdtempSync(join(tmpdir(), "clip-"));
  try {
    const art = await sharp(card, { density: 300 }).resize(WIDTH, HEIGHT, { fit: "cover" }).png().toBuffer();
    const veils = clipSlides(story);
    const slides = cues.map((cue, i) => ({
      file: join(work, `slide-${i}.png`),
      seconds: cue.end - cue.start,
      veil: veils[i]!,
    }));
    for (const slide of slides) {
      await sharp(art)
        .composite([{ input: Buffer.from(slide.veil) }])
        .png()
        .toFile(slide.file);
    }
    // The concat demuxer's list: each still for its cue's time (the last named twice, as it asks).
    const list = slides.flatMap((s) => [`file '${s.file}'`, `duration ${s.seconds.toFixed(3)}`]);
    list.push(`file '${slides.at(-1)!.file}'`);
    const listFile = join(work, "slides.txt");
    writeFileSync(listFile, `${list.join("\n")}\n`);
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      listFile,
      "-vf",
      `fps=${FPS},format=yuv420p`,
      "-t",
      String(duration),
      "-c:v",
      "libx264",
      "-profile:v",
      "main",
      "-tune",
      "stillimage",
      "-crf",
      "28",
      "-movflags",
      "+faststart",
      "-an",
      out,
    ]);
    return duration;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
