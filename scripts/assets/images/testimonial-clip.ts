/**
 * A testimonial clip: the customer's card artwork behind a title card (person, role, company, so
 * the first frame says whose story it is), then the quote, segment by segment, each held for its
 * time in clipTimeline, the same timeline the build writes as the clip's WebVTT captions. 1280x720
 * H.264 for every browser; the slides are still, so the file stays small.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { clipTimeline, type ClipStory } from "#app/core/media/index.ts";

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
/** DejaVu Sans at 46 px fits about 50 characters (22 px each) in the slide's 1120 px text box. */
const QUOTE_FONT_PX = 46;
const QUOTE_LINE_CHARS = 44;
const FONT = "DejaVu Sans, Arial, sans-serif";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Greedy word wrap at `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A dark veil over the artwork so white text reads at any point of it, and the text itself. */
function overlay(body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="#0b1220" fill-opacity=".78"/>${body}</svg>`,
  );
}

function titleSlide(story: ClipStory): Buffer {
  return overlay(
    `<text x="80" y="300" font-family="${FONT}" font-size="34" font-weight="700" fill="#f59e0b" letter-spacing="3">${esc(story.company.toUpperCase())}</text>` +
      `<text x="80" y="390" font-family="${FONT}" font-size="72" font-weight="700" fill="#ffffff">${esc(story.person)}</text>` +
      `<text x="80" y="450" font-family="${FONT}" font-size="38" fill="#cbd5e1">${esc(story.role)}</text>`,
  );
}

function quoteSlide(text: string, story: ClipStory): Buffer {
  const lines = wrap(text, QUOTE_LINE_CHARS);
  const lineHeight = QUOTE_FONT_PX * 1.3;
  const top = HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2;
  const tspans = lines
    .map((line, i) => `<tspan x="80" y="${top + i * lineHeight}">${esc(line)}</tspan>`)
    .join("");
  return overlay(
    `<text font-family="${FONT}" font-size="${QUOTE_FONT_PX}" fill="#ffffff">${tspans}</text>` +
      `<text x="80" y="640" font-family="${FONT}" font-size="28" fill="#f59e0b">${esc(`${story.person}, ${story.company}`)}</text>`,
  );
}

/** Renders `story` over the artwork in `card` (an SVG) into `out` (.mp4); returns the clip's length. */
export async function renderTestimonialClip(card: string, story: ClipStory, out: string): Promise<number> {
  const { cues, duration } = clipTimeline(story);
  const work = mkdtempSync(join(tmpdir(), "clip-"));
  try {
    const art = await sharp(card, { density: 300 }).resize(WIDTH, HEIGHT, { fit: "cover" }).png().toBuffer();
    const slides = cues.map((cue, i) => ({
      file: join(work, `slide-${i}.png`),
      seconds: cue.end - cue.start,
      veil: i === 0 ? titleSlide(story) : quoteSlide(cue.text, story),
    }));
    for (const slide of slides) {
      await sharp(art)
        .composite([{ input: slide.veil }])
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
