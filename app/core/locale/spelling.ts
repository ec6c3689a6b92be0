/**
 * US -> UK spelling, one way, word by word. Whole words only (hyphenated words part by part),
 * case preserved (color/Color/COLOR), and never inside URLs, e-mail addresses, code or attributes.
 * Pure and framework-free: the app, the pipeline and the tests share it.
 *
 * A key with a space in it is a phrase, matched as written (case and all) before any word: the
 * text it covers becomes its value and no word in it is respelled. The build maps phrases to
 * themselves to keep words as they are: third-party names ("Connect store"), and the places where
 * a noun-only pair's word is not a noun ("we store only"), found by a part-of-speech tagger at
 * build time (scripts/content/spelling/uk-spelling.ts). So the map needs no tagger to be applied.
 */
export type SpellingMap = Readonly<Record<string, string>>;

const WORD = /[A-Za-z]+/g;
/**
 * How a whitespace-delimited chunk that is an address, not prose, starts: a scheme, www., a leading
 * slash, or an @ (case-insensitive). No part of it crosses whitespace, so it can be tested where a
 * chunk starts within a longer text. The build's en-GB check skips the same chunks.
 */
export const ADDRESS_START = String.raw`[("'[]?(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\/|[^\s@]+@[^\s@]+\.)`;
const ADDRESS_AT = new RegExp(ADDRESS_START, "iy");

function matchCase(source: string, replacement: string): string {
  if (source === source.toLowerCase()) return replacement;
  if (source.length > 1 && source === source.toUpperCase()) return replacement.toUpperCase();
  if (source[0] === source[0].toUpperCase() && source.slice(1) === source.slice(1).toLowerCase()) {
    return replacement[0].toUpperCase() + replacement.slice(1);
  }
  return source; // mixed case such as a brand name ("ColorPro") stays as written
}

/** Whether a key of the map is a phrase (or a text could hold one): it has a space in it. */
export const isPhrase = (text: string) => /\s/.test(text);

/** A map's phrases as one pattern (longest first, so a longer phrase wins), worked out once per map. */
const phrasePatterns = new WeakMap<SpellingMap, RegExp | null>();

function phrasePattern(pairs: SpellingMap): RegExp | null {
  let pattern = phrasePatterns.get(pairs);
  if (pattern === undefined) {
    const phrases = Object.keys(pairs)
      .filter(isPhrase)
      .sort((a, b) => b.length - a.length)
      .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    pattern = phrases.length ? new RegExp(`(?<![A-Za-z])(?:${phrases.join("|")})(?![A-Za-z])`, "g") : null;
    phrasePatterns.set(pairs, pattern);
  }
  return pattern;
}

/** Rewrites US spellings in plain text. */
export function toUkText(text: string, pairs: SpellingMap): string {
  return phrasesToUk(text, pairs);
}

function phrasesToUk(text: string, pairs: SpellingMap): string {
  const pattern = phrasePattern(pairs);
  if (!pattern || !isPhrase(text)) return wordsToUk(text, pairs);
  let out = "";
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    out += wordsToUk(text.slice(from, match.index), pairs) + pairs[match[0]];
    from = match.index + match[0].length;
  }
  return out + wordsToUk(text.slice(from), pairs);
}

/** The UK form of a word, if the map has one (its own keys only: "constructor" is a word too). */
const ukFormOf = (pairs: SpellingMap, word: string): string | undefined => {
  const key = word.toLowerCase();
  return Object.hasOwn(pairs, key) ? pairs[key] : undefined;
};

/**
 * One pass over the words, and only a word the map changes looks back for the whitespace-delimited
 * chunk it sits in, to leave an address alone: at 10,000 pages, splitting every text into chunks
 * first was most of the time the build spent respelling.
 */
function wordsToUk(text: string, pairs: SpellingMap): string {
  return text.replace(WORD, (word: string, offset: number) => {
    const uk = ukFormOf(pairs, word);
    if (uk === undefined) return word;
    let start = offset;
    while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
    ADDRESS_AT.lastIndex = start;
    return ADDRESS_AT.test(text) ? word : matchCase(word, uk);
  });
}

/**
 * Rewrites the text of an HTML fragment, leaving tags, attribute values, <code> and <pre>, an
 * and an element a writer gave as the .com form (`data-market="com"`, already UK English:
 * content's per-market copy) alone.
 */
export function toUkHtml(html: string, pairs: SpellingMap): string {
  let codeDepth = 0;
  // The .com form being skipped: its element's name and how deep its own kind nests inside it.
  let kept: { name: string; depth: number } | null = null;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        const [, close, name = ""] = /^<(\/?)([a-z0-9]+)/i.exec(part) ?? [];
        if (kept && name === kept.name) kept.depth += close ? -1 : 1;
        if (kept?.depth === 0) kept = null;
        else if (!kept && !close && /\sdata-market="com"/.test(part)) kept = { name, depth: 1 };
        if (/^<(code|pre)[\s>]/i.test(part)) codeDepth++;
        else if (/^<\/(code|pre)>/i.test(part)) codeDepth = Math.max(0, codeDepth - 1);
        return part;
      }
      return codeDepth > 0 || kept ? part : toUkText(part, pairs);
    })
    .join("");
}

/** Text as a locale spells it: US copy as written, UK copy through the map. */
export function spellerFor(locale: "US" | "UK", pairs: SpellingMap): (text: string) => string {
  return locale === "UK" ? (text) => toUkText(text, pairs) : (text) => text;
}

/**
 * A string of content in UK English: rendered Markdown (it starts with a tag) through toUkHtml, any
 * other text through toUkText. The one build-time respelling of a whole string: the prerender of
 * .com and the UK text files the .us pages load on a switch (scripts/build/locale-text.ts) both
 * call it, so a switch shows the words the .com build prints.
 */
export function ukText(text: string, pairs: SpellingMap): string {
  return text.startsWith("<") ? toUkHtml(text, pairs) : toUkText(text, pairs);
}
