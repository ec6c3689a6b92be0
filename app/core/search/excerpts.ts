/**
 * A result's excerpt, cut at sentences. Pagefind's own excerpt is the densest run of matches, which
 * started mid-sentence ("and Sending Invoices. Request…"), repeated the title a page's text begins
 * with, and for a page often repeated its heading's. This one is the page's opening, or the text
 * under a heading, from the sentence of its first match, ending at a sentence when one ends late
 * enough; otherwise an ellipsis says it is cut.
 * Built from what Pagefind returns (the page's text, the matches' word positions, its headings),
 * so it marks the same words.
 */
import { isAddedForm, withoutOtherSpellings, type ExcerptPiece } from "./other-spellings.ts";

/** What Pagefind's `data()` gives for a page, as far as excerpts need it. */
export type LocatedText = {
  /** The page's indexed text; its words, split at whitespace, are what locations count. */
  content: string;
  /** The word positions of the matches. */
  locations: readonly number[];
  /** The page's headings: their id, their text and the position of their first word. */
  anchors: readonly { id?: string; text?: string; location: number }[];
};

/** How far back from a match an excerpt may start to begin at its sentence. */
const MAX_WORDS_BACK = 12;
/** A word after which a sentence starts: a sentence's or heading's end (Pagefind closes a heading with a full stop), or a colon's. */
const BEFORE_SENTENCE = /[.!?:]["'’”)\]]*$/;
/** A word that ends a sentence. */
const ENDS_SENTENCE = /[.!?]["'’”)\]]*$/;
const ELLIPSIS = "…";

/**
 * The position after `text` (a title or heading) where it starts the page's words at `at`: its
 * words counted as the page shows them, the index's added forms among and after them skipped.
 */
function after(words: readonly string[], at: number, text: string | undefined): number {
  const count = text ? withoutOtherSpellings(text).split(/\s+/).filter(Boolean).length : 0;
  let i = at;
  for (let seen = 0; i < words.length && seen < count; i++) if (!isAddedForm(words[i]!)) seen++;
  while (i < words.length && isAddedForm(words[i]!)) i++;
  return i;
}

/** Where the excerpt starts: the sentence a match is in, within MAX_WORDS_BACK words. */
function startOf(words: readonly string[], from: number, at: number): { start: number; cut: boolean } {
  for (let i = at; i >= Math.max(from, at - MAX_WORDS_BACK); i--)
    if (i === from || BEFORE_SENTENCE.test(words[i - 1]!)) return { start: i, cut: false };
  return { start: at, cut: true };
}

/** Where it ends: at a sentence's end in its last two fifths, or at `length` words, cut. */
function endOf(words: readonly string[], start: number, to: number, length: number) {
  const end = Math.min(to, start + length);
  if (end === to) return { end, cut: false };
  for (let i = end - 1; i >= start + Math.ceil(length * 0.6); i--)
    if (ENDS_SENTENCE.test(words[i]!)) return { end: i + 1, cut: false };
  return { end, cut: true };
}

/** The words from..to (exclusive) as pieces, the matched ones marked. */
function piecesOf(
  words: readonly string[],
  from: number,
  to: number,
  hits: ReadonlySet<number>,
): ExcerptPiece[] {
  const pieces: ExcerptPiece[] = [];
  for (let i = from; i < to; i++) {
    const marked = hits.has(i);
    const last = pieces.at(-1);
    const space = i === from ? "" : " ";
    if (last && last.marked === marked && !marked) last.text += space + words[i];
    else {
      if (space) pieces.push({ text: space, marked: false });
      pieces.push({ text: words[i]!, marked });
    }
  }
  return pieces.filter((piece) => piece.text);
}

/**
 * The excerpt of a page (no `anchorId`: its text after the title, up to its first heading, or from
 * its first match when it is shown `alone`, without headings) or of one of its headings (the text
 * after that heading, up to the next one), `length` words at most.
 */
export function sentenceExcerpt(
  page: LocatedText,
  options: { title: string; anchorId?: string; length: number; alone?: boolean },
): ExcerptPiece[] {
  const { title, anchorId, length, alone = false } = options;
  const words = page.content.split(/\s+/).filter(Boolean);
  const anchors = [...page.anchors].sort((a, b) => a.location - b.location);
  const heading = anchorId === undefined ? -1 : anchors.findIndex((a) => a.id === anchorId);
  const from =
    heading >= 0 ? after(words, anchors[heading]!.location, anchors[heading]!.text) : after(words, 0, title);
  const next = heading >= 0 ? anchors[heading + 1] : anchors.find((a) => a.location > from);
  const hitsBefore = (to: number) => new Set(page.locations.filter((l) => l >= from && l < to));
  // A page's own excerpt is its opening, before the first heading, where the headings shown have
  // theirs; shown alone, with no match in its opening, it is cut where the page matched.
  let to = next?.location ?? words.length;
  if (heading < 0 && alone && hitsBefore(to).size === 0) to = words.length;
  const hits = hitsBefore(to);
  const first = Math.min(...hits);
  const { start, cut: cutBefore } = hits.size ? startOf(words, from, first) : { start: from, cut: false };
  const { end, cut: cutAfter } = endOf(words, start, to, length);
  return [
    ...(cutBefore ? [{ text: `${ELLIPSIS} `, marked: false }] : []),
    ...piecesOf(words, start, end, hits),
    ...(cutAfter ? [{ text: ` ${ELLIPSIS}`, marked: false }] : []),
  ];
}
