/**
 * The map the UK text is spelled with, worked out at build time from content/spelling.yaml and
 * the text itself. Some US words change only as nouns (a *store* is a shop, but we *store* a
 * hash): wink-pos-tagger reads each sentence that holds one, and every place it does not read the
 * word as a noun becomes a phrase that keeps it (app/core/locale/spelling.ts applies phrases
 * first). Third-party names and labels that writers list under `names` are kept the same way. The
 * result is a plain map, so whatever applies it, here or in the browser, needs no tagger.
 */
import type Tagger from "wink-pos-tagger";
import { isPhrase, toUkHtml, toUkText, type SpellingMap } from "#app/core/locale/index.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { SourceFile } from "#scripts/content/steps/load.ts";

/** content/spelling.yaml as its schema gives it (app/core/content/schemas/spelling.ts). */
export type SpellingData = {
  pairs: SpellingMap;
  /** Pairs that apply only where the word is a noun in its sentence. */
  nouns: SpellingMap;
  /** Third-party names and labels, as written, never respelled. */
  names: readonly string[];
};

/** A text a page shows, and the file it comes from. */
export type ShownText = { text: string; file: string };
/** A word that is not a noun but that no phrase can keep (alone between tags), and where. */
type UnkeptPlace = { word: string; file: string; excerpt: string };

let tagger: Promise<Tagger> | undefined;

/** The tagger, loaded on the first call only: its lexicon takes about half a second to load. */
export function loadTagger(): Promise<Tagger> {
  tagger ??= import("wink-pos-tagger").then(({ default: WinkTagger }) => new WinkTagger());
  return tagger;
}

/** Penn Treebank noun tags: common and proper, singular and plural. */
const NOUN = /^NNP?S?$/;
/** Tags a sentence-opening imperative is followed by ("Store your files", "Truck the blanks"). */
const AFTER_IMPERATIVE = /^(DT|PDT|PRP|PRP\$)$/;
/** Tags a noun phrase opens with: a determiner, a possessive ("the", "your", "Shopify's"). */
const DETERMINER = /^(DT|PRP\$|POS)$/;
/** Tags between a determiner and its noun: adjectives and proper nouns ("your own", "the ShipStation"). */
const MODIFIER = /^(JJ|JJR|JJS|NNP|NNPS)$/;
/** Tokens for the tagger, each with where it starts: words, a possessive 's, numbers, punctuation. */
const TOKEN = /[A-Za-z]+|(?<=[A-Za-z])'s\b|\d+(?:[.,]\d+)*|[^\sA-Za-z\d]/g;
const WORD = /[A-Za-z]+/g;
/** Tags after which a new block of text starts: a sentence never runs across them. */
const BLOCK_TAG =
  /^<\/?(?:p|li|ul|ol|h[1-6]|td|th|tr|table|thead|tbody|div|blockquote|figure|figcaption|section|aside|dl|dt|dd|br|hr|details|summary|pre)\b/i;

type Segment = { text: string; start: number };
type Block = { plain: string; segments: Segment[] };

/** A text's blocks of prose, each as the runs of text the respelling sees (between tags, outside code). */
function blocksOf(text: string): Block[] {
  if (!text.trimStart().startsWith("<")) return [{ plain: text, segments: [{ text, start: 0 }] }];
  const blocks: Block[] = [];
  let block: Block = { plain: "", segments: [] };
  let codeDepth = 0;
  for (const part of text.split(/(<[^>]*>)/)) {
    if (part.startsWith("<")) {
      if (/^<(code|pre)[\s>]/i.test(part)) codeDepth++;
      else if (/^<\/(code|pre)>/i.test(part)) codeDepth = Math.max(0, codeDepth - 1);
      if (BLOCK_TAG.test(part) && block.segments.length) {
        blocks.push(block);
        block = { plain: "", segments: [] };
      }
    } else if (part && codeDepth === 0) {
      block.segments.push({ text: part, start: block.plain.length });
      block.plain += part;
    }
  }
  if (block.segments.length) blocks.push(block);
  return blocks;
}

/**
 * Where the phrase that keeps the word at `start` (in `segment`) lies in the block: the word with
 * its neighbouring words in the same run of text, which is all a respelling of that run will see.
 * Undefined when the run holds the word alone.
 */
function keepingRange(segment: Segment, start: number, end: number): [number, number] | undefined {
  // Words, not the letters of a character reference ("&#x27;" holds no word "x").
  const words = [...segment.text.matchAll(/&#?[a-z\d]+;|[A-Za-z]+/gi)].filter((w) => !w[0].startsWith("&"));
  const at = words.findIndex((w) => segment.start + w.index === start);
  const before = words[at - 1];
  const after = words[at + 1];
  if (!before && !after) return undefined;
  return [
    before ? segment.start + before.index : start,
    after ? segment.start + after.index + after[0].length : end,
  ];
}

/** Text with HTML's character references decoded (rehype-stringify writes `'` as `&#x27;`). */
function decodeReferences(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return text.replace(
    /&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi,
    (reference, hex?: string, dec?: string, name?: string) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : (named[name!] ?? reference),
  );
}

/**
 * Whether the tagger's reading of token `i` is a noun, corrected where its rules are known to
 * slip: a sentence-opening imperative is a verb ("Store your files"), and a base-form verb right
 * after a determiner and its modifiers is a noun ("on a store you run", "the ShipStation store you
 * choose"), since a determiner never opens a verb.
 */
function isNoun(tokens: RegExpMatchArray[], tags: string[], i: number): boolean {
  const tag = tags[i]!;
  if (NOUN.test(tag)) {
    const opensSentence = i === 0 || /^[.!?:;]$/.test(tokens[i - 1]![0]);
    return !(opensSentence && AFTER_IMPERATIVE.test(tags[i + 1] ?? ""));
  }
  if (tag !== "VB" && tag !== "VBP") return false;
  let before = i - 1;
  while (before >= 0 && MODIFIER.test(tags[before]!)) before--;
  return before >= 0 && DETERMINER.test(tags[before]!);
}

/**
 * The phrases that keep each noun-only word the tagger does not read as a noun, in `texts`, each
 * with its UK form: the words around the kept one are spelled as they would be without it.
 */
function nonNounPhrases(
  texts: Iterable<ShownText>,
  { pairs, nouns }: Pick<SpellingData, "pairs" | "nouns">,
  tagger: Tagger,
): { phrases: Map<string, string>; unkept: UnkeptPlace[] } {
  const phrases = new Map<string, string>();
  const unkept: UnkeptPlace[] = [];
  const words = Object.keys(nouns);
  if (!words.length) return { phrases, unkept };
  const mentions = new RegExp(`(?<![A-Za-z])(?:${words.join("|")})(?![A-Za-z])`, "i");
  for (const { text, file } of texts) {
    if (!mentions.test(text)) continue;
    for (const block of blocksOf(text)) {
      if (!mentions.test(block.plain)) continue;
      const tokens = [...block.plain.matchAll(TOKEN)];
      const tags = tagger.tagRawTokens(tokens.map((t) => t[0])).map((t) => t.pos);
      // Each noun-only word's reading, by where it starts in the block.
      const readings = new Map<number, boolean>();
      tokens.forEach((token, i) => {
        if (Object.hasOwn(nouns, token[0].toLowerCase())) readings.set(token.index, isNoun(tokens, tags, i));
      });
      const spellWord = (word: string, at: number) => {
        const noun = readings.get(at);
        return noun === undefined ? toUkText(word, pairs) : noun ? toUkText(word, nouns) : word;
      };
      for (const [start, noun] of readings) {
        if (noun) continue;
        const word = tokens.find((t) => t.index === start)![0];
        const segment = block.segments.findLast((s) => s.start <= start)!;
        const range = keepingRange(segment, start, start + word.length);
        const phrase = range && block.plain.slice(...range);
        if (!range || !phrase || !isPhrase(phrase)) {
          const excerpt = block.plain.slice(Math.max(0, start - 40), start + word.length + 40);
          unkept.push({ word, file, excerpt: excerpt.replace(/\s+/g, " ").trim() });
          continue;
        }
        const uk = phrase.replace(WORD, (w, offset: number) => spellWord(w, range[0] + offset));
        if (!phrases.has(phrase)) phrases.set(phrase, uk);
        // The browser respells the page's text nodes, where the HTML's character references are decoded.
        const decoded = decodeReferences(phrase);
        if (decoded !== phrase && !phrases.has(decoded)) phrases.set(decoded, decodeReferences(uk));
      }
    }
  }
  return { phrases, unkept };
}

/**
 * The map for the UK text of `texts` (strings, or HTML made from Markdown): the pairs, each
 * noun-only pair, the names kept as written, and a phrase keeping every noun-only word that is not
 * a noun where it stands.
 */
async function ukSpellingMap(data: SpellingData, texts: readonly string[]): Promise<SpellingMap> {
  const shown = texts.map((text) => ({ text, file: "" }));
  return mapWith(data, nonNounPhrases(shown, data, await loadTagger()).phrases);
}

function mapWith(data: SpellingData, phrases: Map<string, string>): SpellingMap {
  const names = data.names.map((name) => [name, name]);
  return { ...data.pairs, ...data.nouns, ...Object.fromEntries(phrases), ...Object.fromEntries(names) };
}

/**
 * The map for the UK text of `texts`, checked: every name is in the text as written (a name that
 * is not is a misspelt or stale entry, which would keep nothing), and every noun-only word that
 * is not a noun can be kept.
 */
export async function checkedUkSpellingMap(
  spelling: { source: SourceFile; data: SpellingData },
  texts: readonly ShownText[],
): Promise<{ map: SpellingMap; errors: ContentError[] }> {
  const { source, data } = spelling;
  const errors: ContentError[] = [];
  data.names.forEach((name, i) => {
    if (texts.some(({ text }) => text.includes(name))) return;
    errors.push({
      file: source.file,
      line: source.lineOfText(["names", i], name),
      field: `names.${i}`,
      message: `"${name}" is in no page's text: write it as the text does (case and all), or remove it`,
    });
  });
  const { phrases, unkept } = nonNounPhrases(texts, data, await loadTagger());
  for (const { word, file, excerpt } of unkept) {
    const key = word.toLowerCase();
    errors.push({
      file: source.file,
      line: source.lineOf(["nouns", key]),
      field: `nouns.${key}`,
      message: `"${word}" is not a noun in ${file} ("${excerpt}"), but it stands alone in a link or emphasis, so the UK text cannot keep it: reword that sentence`,
    });
  }
  return { map: mapWith(data, phrases), errors };
}

/** One text in UK English, its noun-only words read in their sentences. */
export async function spellUK(text: string, data: SpellingData): Promise<string> {
  return toUkText(text, await ukSpellingMap(data, [text]));
}

/** One fragment of HTML in UK English, as spellUK spells its text. */
export async function spellUKHtml(html: string, data: SpellingData): Promise<string> {
  return toUkHtml(html, await ukSpellingMap(data, [html]));
}
