import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  CLIP_FRAME,
  CLIP_TIMING,
  captionsUrl,
  clipTimeline,
  isOwnClip,
  webVtt,
  type ClipStory,
} from "#app/core/media/index.ts";
import { toUkText } from "#app/core/locale/index.ts";
import { clipSlides } from "#scripts/assets/images/testimonial-clip.ts";
import { mp4Seconds, writeTestimonialCaptions } from "#scripts/build/testimonial-captions.ts";
import { compileContent } from "#scripts/content/compile.ts";
import { FIXTURE_SITE } from "./fixture-tree.ts";

/** The fixture's testimonials as the build compiles them: each with its quote's words from quotes.yaml. */
const fixtureTestimonials = (await compileContent(FIXTURE_SITE)).content.us.data.home.results.testimonials;

/** A quote of the length real ones have: long sentences, a clause, and characters WebVTT escapes. */
const story: ClipStory = {
  person: "Ann Example",
  role: "Owner",
  company: "Stitch & Print",
  quote:
    "We used to color-code job sheets by hand, and every rush order meant a walk round the shop floor to find its blanks. " +
    "Now the board shows where each order is. Approvals that took three days take one, and <nobody> chases a proof twice.",
};

type ParsedCue = { start: number; end: number; text: string; settings: Record<string, string> };

/** A strict reading of the WebVTT the build writes: the header, then id, timing and text blocks. */
function parseVtt(vtt: string): ParsedCue[] {
  const [header, ...blocks] = vtt.trimEnd().split("\n\n");
  expect(header).toBe("WEBVTT");
  const seconds = (t: string) => {
    const m = t.match(/^(\d{2}):([0-5]\d):([0-5]\d)\.(\d{3})$/);
    expect(m, `timestamp ${t}`).not.toBeNull();
    return Number(m![1]) * 3600 + Number(m![2]) * 60 + Number(m![3]) + Number(m![4]) / 1000;
  };
  return blocks.map((block, i) => {
    const [id, timing, ...text] = block.split("\n");
    expect(id).toBe(String(i + 1));
    const [start, rest] = timing!.split(" --> ");
    const [end, ...settings] = rest!.split(" ");
    expect(text.join("\n")).not.toMatch(/<(?!v |\/v>)|&(?!amp;|lt;|gt;)/);
    return {
      start: seconds(start!),
      end: seconds(end!),
      text: text.join("\n"),
      settings: Object.fromEntries(settings.map((s) => s.split(":") as [string, string])),
    };
  });
}

/** The words a viewer reads: voice tags dropped, escapes undone. */
const plain = (text: string) =>
  text
    .replace(/<v [^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("testimonial captions", () => {
  const stories = [story, ...fixtureTestimonials];

  it.each(stories.map((s) => [s.company, s] as const))(
    "%s: valid WebVTT whose cues run in order, inside the clip",
    (_, s) => {
      const { cues, duration } = clipTimeline(s);
      const parsed = parseVtt(webVtt(cues));
      expect(parsed.length).toBeGreaterThan(0);
      // The title card says whose story it is in the picture itself: no caption repeats it.
      expect(parsed[0]!.start).toBe(CLIP_TIMING.titleSeconds);
      let previousEnd = 0;
      for (const cue of parsed) {
        expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.end - cue.start).toBeGreaterThanOrEqual(CLIP_TIMING.minSeconds);
        previousEnd = cue.end;
      }
      expect(previousEnd).toBeCloseTo(duration, 3);
    },
  );

  it.each(stories.map((s) => [s.company, s] as const))(
    "%s: the whole quote, in the speaker's voice, readably",
    (_, s) => {
      const quoteCues = parseVtt(webVtt(clipTimeline(s).cues));
      expect(quoteCues.map((c) => plain(c.text)).join(" ")).toBe(s.quote.trim().replace(/\s+/g, " "));
      for (const cue of quoteCues) {
        expect(cue.text.startsWith(`<v ${s.person.replace(/&/g, "&amp;")}>`)).toBe(true);
        const words = plain(cue.text);
        expect(words.length).toBeLessThanOrEqual(CLIP_TIMING.maxCharacters);
        // Time to read it at the chosen pace.
        expect(cue.end - cue.start).toBeGreaterThanOrEqual(
          words.length / CLIP_TIMING.charactersPerSecond - 1e-9,
        );
      }
    },
  );

  it.each(stories.map((s) => [s.company, s] as const))(
    "%s: every caption sits clear above the name line the picture carries",
    (_, s) => {
      for (const cue of parseVtt(webVtt(clipTimeline(s).cues))) {
        const top = Number(/^(\d+(?:\.\d+)?)%$/.exec(cue.settings.line ?? "")?.[1]);
        expect(top, cue.text).toBeGreaterThan(0);
        expect(top, cue.text).toBeLessThan(CLIP_FRAME.captionsLineLimitPercent);
      }
    },
  );

  it.each(stories.map((s) => [s.company, s] as const))(
    "%s: the picture draws the title card and the name line, and none of the captions' words",
    (_, s) => {
      const { cues } = clipTimeline(s);
      const drawn = clipSlides(s).map((svg) =>
        [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => plain(m[1]!)).join(" "),
      );
      expect(drawn).toHaveLength(cues.length);
      for (const part of [s.person, s.role, s.company.toUpperCase()]) expect(drawn[0]).toContain(part);
      for (const [i, cue] of cues.slice(1).entries()) {
        expect(drawn[i + 1]).toContain(s.person);
        for (const word of cue.text.split(" ").filter((w) => w.length > 3 && !s.person.includes(w)))
          expect(drawn[i + 1], cue.text).not.toContain(word);
      }
    },
  );

  it("respells the words for the .com build but keeps the clip's timings", () => {
    const { cues } = clipTimeline(story);
    const us = parseVtt(webVtt(cues));
    const uk = parseVtt(webVtt(cues, (text) => toUkText(text, { color: "colour" })));
    expect(uk.map(({ start, end }) => [start, end])).toEqual(us.map(({ start, end }) => [start, end]));
    expect(uk.map((c) => c.text).join(" ")).toContain("colour-code");
    expect(us.map((c) => c.text).join(" ")).toContain("color-code");
  });

  it("puts captions beside the video file, and knows our clips from other sites' files", () => {
    expect(captionsUrl("/videos/testimonial-woolcool.mp4")).toBe("/videos/testimonial-woolcool.vtt");
    expect(captionsUrl("https://cdn.example.com/story.webm")).toBe("https://cdn.example.com/story.vtt");
    expect(isOwnClip("/videos/testimonial-woolcool.mp4")).toBe(true);
    expect(isOwnClip("https://cdn.example.com/story.webm")).toBe(false);
    expect(isOwnClip("//cdn.example.com/story.webm")).toBe(false);
  });
});

/** The smallest MP4 the build reads: an ftyp box, then moov holding an mvhd of `version`. */
function mp4(seconds: number, version: 0 | 1 = 0): Buffer {
  const timescale = 1000;
  const mvhd = Buffer.alloc(version === 1 ? 120 : 108);
  mvhd.writeUInt32BE(mvhd.length, 0);
  mvhd.write("mvhd", 4);
  mvhd.writeUInt8(version, 8);
  if (version === 1) {
    mvhd.writeUInt32BE(timescale, 28);
    mvhd.writeBigUInt64BE(BigInt(Math.round(seconds * timescale)), 32);
  } else {
    mvhd.writeUInt32BE(timescale, 20);
    mvhd.writeUInt32BE(Math.round(seconds * timescale), 24);
  }
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 8 + mvhd.length]), Buffer.from("moov"), mvhd]);
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from("ftypisom"), Buffer.alloc(4)]);
  return Buffer.concat([ftyp, moov]);
}

describe("the build's captions files", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const item = { ...story, videoUrl: "/videos/testimonial-example.mp4" };
  const setUp = (seconds: number) => {
    dir = mkdtempSync(join(tmpdir(), "captions-"));
    mkdirSync(join(dir, "videos"));
    writeFileSync(join(dir, item.videoUrl), mp4(seconds));
  };

  it("reads an MP4's length from its movie header", () => {
    expect(mp4Seconds(mp4(17.4))).toBeCloseTo(17.4, 3);
    expect(mp4Seconds(mp4(17.4, 1))).toBeCloseTo(17.4, 3);
    expect(mp4Seconds(Buffer.from("not a video"))).toBeNull();
  });

  it("writes the captions beside a clip as long as its timeline", () => {
    setUp(clipTimeline(item).duration);
    expect(
      writeTestimonialCaptions(dir, [item, { ...item, videoUrl: "https://x.example/a.mp4" }], (t) => t),
    ).toBe(1);
    const cues = parseVtt(readFileSync(join(dir, "videos/testimonial-example.vtt"), "utf8"));
    expect(cues.at(-1)!.end).toBeCloseTo(clipTimeline(item).duration, 3);
  });

  it("stops the build when the quote changed since the clip was drawn", () => {
    setUp(clipTimeline(item).duration);
    const edited = { ...item, quote: `${item.quote} And one more sentence that the clip does not show.` };
    expect(() => writeTestimonialCaptions(dir, [edited], (t) => t)).toThrow(/npm run images/);
  });
});
