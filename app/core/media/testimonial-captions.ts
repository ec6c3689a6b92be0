/**
 * The timeline of a testimonial clip, from its content alone (content/home.yaml): first a title card
 * saying whose story it is (person, role, company), then the quote, a sentence or part of one at a
 * time, each shown for as long as it takes to read. The clip generator (scripts/assets/images/)
 * draws the title card into the picture, then the artwork with the speaker's name line while the
 * quote runs; the quote's words are the clip's WebVTT captions, which the build writes from the
 * same segments (in the domain's spelling), so the words and times are never typed twice, always
 * agree, and the picture never repeats a caption nor sits under one.
 */

/** What a testimonial says and who says it: the fields of content/home.yaml the clip is made of. */
export type ClipStory = { person: string; role: string; company: string; quote: string };

/** One timed segment, in seconds from the start of the clip. `speaker` marks the quote's words. */
export type Cue = { start: number; end: number; text: string; speaker?: string };

export const CLIP_TIMING = {
  /** How long the title card stays up. */
  titleSeconds: 3,
  /** Reading speed: 14 characters a second, below the 15-17 that caption guidelines allow adults. */
  charactersPerSecond: 14,
  /** No segment flashes by: even a short one stays this long. */
  minSeconds: 2,
  /** Two caption lines of about 42 characters. */
  maxCharacters: 84,
  /** Times are whole steps of 0.2 s, five frames at the clip's 25 fps, so cuts fall on frames. */
  stepSeconds: 0.2,
} as const;

const FRAME_HEIGHT = 720;
const NAME_LINE = { baseline: 640, size: 28 } as const;

/**
 * A clip's frame: the name line it draws under the quote (who is speaking), and where the captions
 * go, as WebVTT's `line` (the top of their box, in % of the frame's height): below the middle,
 * clear above the name line, whose ink starts at about 86 %.
 */
export const CLIP_FRAME = {
  width: 1280,
  height: FRAME_HEIGHT,
  nameLine: NAME_LINE,
  captionsLinePercent: 55,
  /**
   * The lowest a caption's box may start (its `line`, in %) and stay clear above the name line:
   * the name line's ink starts a cap height (0.76 of its size) above its baseline, and two lines of
   * captions take a generous 7.5 % of the frame's height each.
   */
  captionsLineLimitPercent: ((NAME_LINE.baseline - NAME_LINE.size * 0.76) / FRAME_HEIGHT) * 100 - 2 * 7.5,
} as const;

const roundUpToStep = (seconds: number) =>
  Math.round(Math.ceil(seconds / CLIP_TIMING.stepSeconds - 1e-9) * CLIP_TIMING.stepSeconds * 1000) / 1000;

/** Splits a sentence into near-equal parts of at most maxCharacters, at a comma when one is near. */
function splitLong(sentence: string): string[] {
  const { maxCharacters } = CLIP_TIMING;
  if (sentence.length <= maxCharacters) return [sentence];
  const parts = Math.ceil(sentence.length / maxCharacters);
  const target = sentence.length / parts;
  const words = sentence.split(" ");
  const chunks: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    // Break before this word when the chunk is full, or nearly full and just ended a clause.
    const full = next.length > maxCharacters;
    const atClause = current.endsWith(",") && current.length >= target * 0.6;
    if (current && (full || atClause || current.length >= target)) {
      chunks.push(current);
      current = word;
    } else current = next;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** The quote's segments: sentences, with long ones split. */
function quoteSegments(quote: string): string[] {
  return quote
    .trim()
    .split(/(?<=[.!?])\s+/)
    .flatMap(splitLong);
}

/** The clip's cues, title card first, and its length in seconds (the last cue's end). */
export function clipTimeline(story: ClipStory): { cues: Cue[]; duration: number } {
  const cues: Cue[] = [
    { start: 0, end: CLIP_TIMING.titleSeconds, text: `${story.person}, ${story.role}, ${story.company}` },
  ];
  let at: number = CLIP_TIMING.titleSeconds;
  for (const text of quoteSegments(story.quote)) {
    const seconds = roundUpToStep(
      Math.max(CLIP_TIMING.minSeconds, text.length / CLIP_TIMING.charactersPerSecond),
    );
    const end = Math.round((at + seconds) * 1000) / 1000;
    cues.push({ start: at, end, text, speaker: story.person });
    at = end;
  }
  return { cues, duration: at };
}

/** hh:mm:ss.ttt, the only timestamp form every WebVTT reader takes. */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cue text is markup in WebVTT: &, < and > must be escaped. */
const escapeCueText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The quote's cues as a WebVTT file, in the speaker's voice, placed clear of the name line
 * (CLIP_FRAME); the title card's words are in the picture, so no cue repeats them. `spell` respells
 * the words for the domain (the .com build writes UK English); the timings stay those of the clip,
 * which were measured on the text as written.
 */
export function webVtt(cues: readonly Cue[], spell: (text: string) => string = (text) => text): string {
  const blocks = cues
    .filter((cue) => cue.speaker)
    .map((cue, i) => {
      const text = `<v ${escapeCueText(cue.speaker!)}>${escapeCueText(spell(cue.text))}`;
      const timing = `${timestamp(cue.start)} --> ${timestamp(cue.end)} line:${CLIP_FRAME.captionsLinePercent}%`;
      return `${i + 1}\n${timing}\n${text}`;
    });
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}

/** Whether a testimonial's video is one of our clips (a file under public/), drawn and captioned here. */
export const isOwnClip = (videoUrl: string) => /^\/[^/]/.test(videoUrl);

/**
 * Where a video file's captions are: the .vtt of the same name beside it (/videos/x.mp4 →
 * /videos/x.vtt). The build writes them for our own clips, same origin; a file on another site
 * must have them beside it on that site, served with CORS.
 */
export function captionsUrl(videoUrl: string): string {
  return videoUrl.replace(/\.\w+(?=$|[?#])/, ".vtt");
}
