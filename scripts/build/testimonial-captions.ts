/**
 * Each of our testimonial clips gets its WebVTT captions beside it (/videos/x.mp4 → /videos/x.vtt),
 * written per domain from content/home.yaml, so the .com captions are in UK English. The clip was
 * drawn from the same timeline (scripts/assets/images/testimonial-clip.ts); if the quote changed
 * since, the clip is stale and its captions would not match it, so the build stops and says so.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { captionsUrl, clipTimeline, isOwnClip, webVtt, type ClipStory } from "#app/core/media/index.ts";

/** The length in seconds an MP4 declares in its movie header (moov/mvhd), or null if it has none. */
export function mp4Seconds(file: Uint8Array): number | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const at = Buffer.from(file.buffer, file.byteOffset, file.byteLength).indexOf("mvhd");
  if (at < 4) return null;
  const version = view.getUint8(at + 4);
  // After the version and flags: creation and modification times, 4 or 8 bytes each by version.
  const timescaleAt = at + 8 + (version === 1 ? 16 : 8);
  const timescale = view.getUint32(timescaleAt);
  const duration =
    version === 1 ? Number(view.getBigUint64(timescaleAt + 4)) : view.getUint32(timescaleAt + 4);
  return timescale > 0 ? duration / timescale : null;
}

/** Half a frame at 25 fps: the clip and its timeline may differ by rounding, never by a cue. */
const TOLERANCE_SECONDS = 0.02;

/** Writes the captions of every clip of ours in `outDir`; returns how many. Throws on a stale clip. */
export function writeTestimonialCaptions(
  outDir: string,
  testimonials: readonly (ClipStory & { videoUrl: string })[],
  spell: (text: string) => string,
): number {
  let written = 0;
  for (const item of testimonials) {
    if (!isOwnClip(item.videoUrl)) continue;
    const { cues, duration } = clipTimeline(item);
    const clip = mp4Seconds(readFileSync(join(outDir, item.videoUrl)));
    if (clip === null || Math.abs(clip - duration) > TOLERANCE_SECONDS) {
      throw new Error(
        `${item.videoUrl} lasts ${clip ?? "?"} s but ${item.company}'s quote in content/home.yaml needs ${duration} s: ` +
          "the clip predates the quote; run `npm run content && npm run images` (needs ffmpeg) and commit the clip",
      );
    }
    writeFileSync(join(outDir, captionsUrl(item.videoUrl)), webVtt(cues, spell));
    written++;
  }
  return written;
}
