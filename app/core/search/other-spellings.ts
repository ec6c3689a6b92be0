/**
 * Search in either spelling. Each domain's pages are written in its market's spelling (colour on
 * .com, color on .us), and Pagefind stems each word as written, so "color" would find nothing on
 * .com. The build indexes a copy of each page where every word the spelling map covers is followed
 * by its other form between ⟦ ⟧ (`colour ⟦color⟧`): Pagefind indexes that word at the same
 * place, drops the brackets from the word (they are not letters) and keeps them in the text it
 * returns, so the dialog removes the added forms from titles and excerpts and moves a match on one
 * to the word it follows. One index, Pagefind's own ranking; the served pages are untouched.
 */
import type { Locale, SpellingMap } from "#app/core/locale/index.ts";

const OPEN = "⟦";
const CLOSE = "⟧";
const WORD = /[A-Za-z]+/g;
/** An added form with the space before it. */
const ADDED = new RegExp(`\\s?${OPEN}[^${CLOSE}]*${CLOSE}`, "g");

/** The other spelling of a lower-case word, if it has one. */
export type OtherSpelling = ReadonlyMap<string, string>;

/**
 * The other forms for pages written in `locale`'s spelling: the map's own pairs for US pages,
 * turned round for UK pages. Single words only: a phrase of the map keeps words as they are.
 */
export function otherSpellings(map: SpellingMap, locale: Locale): OtherSpelling {
  const pairs = Object.entries(map).filter(([us, uk]) => !/\s/.test(us) && us !== uk);
  return new Map(pairs.map(([us, uk]) => (locale === "US" ? [us, uk] : [uk, us])));
}

/** A text with each word's other form added after it (the build's indexed copy). */
export function withOtherSpellings(text: string, other: OtherSpelling): string {
  return text.replace(WORD, (word) => {
    const form = other.get(word.toLowerCase());
    return form ? `${word} ${OPEN}${form}${CLOSE}` : word;
  });
}

/** Whether a word of the indexed text is an added form. */
export const isAddedForm = (word: string) => word.startsWith(OPEN);

/** A title or heading from the index, as the page shows it. */
export const withoutOtherSpellings = (text: string) => text.replace(ADDED, "");

/** A run of an excerpt: Pagefind's text, marked where it matched the query. */
export type ExcerptPiece = { text: string; marked: boolean };

/** The last word of an unmarked piece, split off to be marked. */
const LAST_WORD = /^([\s\S]*?)([\p{L}\p{N}'’-]+)$/u;

/**
 * An excerpt as the page shows it: the added forms removed with the space before them, and a
 * match on one moved to the word it follows, so "color" on .com marks "colour".
 */
export function excerptWithoutOtherSpellings(pieces: readonly ExcerptPiece[]): ExcerptPiece[] {
  const out: ExcerptPiece[] = [];
  for (const piece of pieces) {
    if (piece.text.startsWith(OPEN)) {
      // The space before it, in the piece before, went with it.
      const before = out.at(-1);
      if (before && /\s$/.test(before.text)) before.text = before.text.slice(0, -1);
      if (before?.text === "") out.pop();
    }
    const text = withoutOtherSpellings(piece.text);
    if (piece.marked && text !== piece.text && !/[\p{L}\p{N}]/u.test(text)) {
      // The match was an added form only: mark the word it follows instead.
      const before = out.at(-1);
      const last = before && !before.marked ? LAST_WORD.exec(before.text) : null;
      if (last) {
        out.pop();
        if (last[1]) out.push({ text: last[1], marked: false });
        out.push({ text: last[2]!, marked: true });
      }
      if (text) out.push({ text, marked: false });
      continue;
    }
    if (text) out.push({ text, marked: piece.marked });
  }
  return out;
}
