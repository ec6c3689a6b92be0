/**
 * The UK text checked against an en-GB Hunspell dictionary at build time: a word that en-US
 * accepts and en-GB rejects ("digitizing", "catalogs", "afterward") is US spelling the map in
 * content/spelling.yaml does not change yet. Words neither dictionary knows (names, trade terms)
 * are not this check's business. The dictionaries load once per process (about 3 s).
 */
import nspell from "nspell";
import { toUkText, type SpellingMap } from "../../../app/core/locale/spelling.ts";
import type { ContentError } from "../errors.ts";
import type { SourceFile } from "../load.ts";

type Speller = { correct: (word: string) => boolean };
let spellers: Promise<{ gb: Speller; us: Speller }> | undefined;

/** Both dictionaries, loaded on the first call only. */
export function loadSpellers(): Promise<{ gb: Speller; us: Speller }> {
  spellers ??= Promise.all([import("dictionary-en-gb"), import("dictionary-en")]).then(([gb, us]) => ({
    // nspell's types predate the dictionaries' Uint8Array; it reads both as text.
    gb: nspell({ aff: Buffer.from(gb.default.aff), dic: Buffer.from(gb.default.dic) }),
    us: nspell({ aff: Buffer.from(us.default.aff), dic: Buffer.from(us.default.dic) }),
  }));
  return spellers;
}

const WORD = /[A-Za-z]+(?:'[a-z]+)?/g;
/** As app/core/locale/spelling.ts tells an address from prose. */
const ADDRESS = /^[("'[]?(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\/|[^\s@]+@[^\s@]+\.)/i;

/** US-only words of a text once respelled for the UK, each with its 1-based line in the text. */
export function usOnlyWords(
  text: string,
  pairs: SpellingMap,
  allowed: ReadonlySet<string>,
  { gb, us }: { gb: Speller; us: Speller },
): { word: string; line: number }[] {
  // Addresses are not words: a Markdown link's target, and what toUkText leaves alone as one
  // (a path, a URL, an e-mail address).
  const prose = text
    .replace(/\]\([^)\s]*\)/g, (target) => " ".repeat(target.length))
    .replace(/(?<=^|\s)\S+/g, (chunk) => (ADDRESS.test(chunk) ? " ".repeat(chunk.length) : chunk));
  const uk = toUkText(prose, pairs);
  // Respelling changes lengths but never lines, which are what a writer needs.
  const found: { word: string; line: number }[] = [];
  for (const match of uk.matchAll(WORD)) {
    const word = match[0];
    if (allowed.has(word.toLowerCase()) || gb.correct(word) || !us.correct(word)) continue;
    found.push({ word, line: uk.slice(0, match.index).split("\n").length });
  }
  return found;
}

/** The message for one word. */
export function usOnlyMessage(word: string): string {
  return `"${word}" is US spelling in the UK text (en-GB's dictionary rejects it): add its UK form to content/spelling.yaml's pairs, or the word to its allowed list`;
}

/** A check of one text: its US-only words, each with its 1-based line in the text. */
export type UkCheck = (text: string) => { word: string; line: number }[];

/** Every string of a file's data checked, each word reported on the line it is typed on. */
export function ukDataErrors(source: SourceFile, value: unknown, check: UkCheck): ContentError[] {
  const errors: ContentError[] = [];
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (typeof node === "string") {
      for (const { word } of check(node))
        errors.push({
          file: source.file,
          line: source.lineOfText(path, word),
          field: path.map(String).join("."),
          message: usOnlyMessage(word),
        });
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (node !== null && typeof node === "object")
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
  };
  walk(value, []);
  return errors;
}
