/**
 * The UK text checked against an en-GB Hunspell dictionary at build time: a word that en-US
 * accepts and en-GB rejects ("digitizing", "catalogs", "afterward") is US spelling the map in
 * content/spelling.yaml does not change yet. Words neither dictionary knows (names, trade terms)
 * are not this check's business. The dictionaries load once per process (about 3 s).
 */
import nspell from "nspell";
import { ADDRESS_START, toUkText, type SpellingMap } from "#app/core/locale/index.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { SourceFile } from "#scripts/content/steps/load.ts";

type Speller = { correct: (word: string) => boolean };
let spellers: Promise<{ gb: Speller; us: Speller }> | undefined;

/** Both dictionaries, loaded on the first call only. */
export function loadSpellers(): Promise<{ gb: Speller; us: Speller }> {
  spellers ??= Promise.all([import("dictionary-en-gb"), import("dictionary-en")]).then(([gb, us]) => ({
    // nspell's types predate the dictionaries' Uint8Array; it reads both as text.
    gb: remembered(nspell({ aff: Buffer.from(gb.default.aff), dic: Buffer.from(gb.default.dic) })),
    us: remembered(nspell({ aff: Buffer.from(us.default.aff), dic: Buffer.from(us.default.dic) })),
  }));
  return spellers;
}

/**
 * A speller that asks Hunspell once per word: prose repeats a few thousand words, and each of
 * nspell's look-ups tries the word's affixes, which made the check most of a cold build's
 * single-threaded tail at 10,000 pages.
 */
function remembered(speller: Speller): Speller {
  const verdicts = new Map<string, boolean>();
  return {
    correct: (word) => {
      let verdict = verdicts.get(word);
      if (verdict === undefined) verdicts.set(word, (verdict = speller.correct(word)));
      return verdict;
    },
  };
}

const WORD = /[A-Za-z]+(?:'[a-z]+)?/g;
/** A Markdown link's target. */
const LINK_TARGET = /\]\([^)\s]*\)/g;
/** A whitespace-delimited chunk toUkText leaves alone as an address (a path, a URL, an e-mail address). */
const ADDRESS_CHUNK = new RegExp(String.raw`(?<=^|\s)${ADDRESS_START}\S*`, "gi");
const blank = (chunk: string) => " ".repeat(chunk.length);

/** US-only words of a text once respelled for the UK, each with its 1-based line in the text. */
export function usOnlyWords(
  text: string,
  pairs: SpellingMap,
  allowed: ReadonlySet<string>,
  { gb, us }: { gb: Speller; us: Speller },
): { word: string; line: number }[] {
  // Addresses are not words. Blanked, not removed: respelling changes lengths but never lines,
  // which are what a writer needs.
  const uk = toUkText(text.replace(LINK_TARGET, blank).replace(ADDRESS_CHUNK, blank), pairs);
  const found: { word: string; line: number }[] = [];
  WORD.lastIndex = 0;
  for (let match = WORD.exec(uk); match; match = WORD.exec(uk)) {
    const word = match[0];
    if (gb.correct(word) || !us.correct(word) || allowed.has(word.toLowerCase())) continue;
    found.push({ word, line: uk.slice(0, match.index).split("\n").length });
  }
  return found;
}

/** The message for one word. */
export function usOnlyMessage(word: string): string {
  return `"${word}" is US spelling in the UK text (en-GB's dictionary rejects it): add its UK form to content/spelling.yaml's pairs, or the word to its allowed list`;
}

/**
 * A check of one text as a market shows it: each word the market's readers would not see there
 * (US spelling in the UK text, the other market's usage), with its 1-based line and why.
 */
export type UkCheck = ((text: string) => { word: string; line: number; message: string }[]) & {
  /** What the check was made from (the lists, the map): a text that passed it passes it again. */
  settings: string;
};

/** Every string of a file's data checked, each word reported on the line it is typed on. */
export function ukDataErrors(
  source: SourceFile,
  value: unknown,
  check: UkCheck,
  asWritten: string[] = [],
): ContentError[] {
  const errors: ContentError[] = [];
  const kept = (path: (string | number)[]) =>
    asWritten.some((pattern) => {
      const steps = pattern.split(".");
      return (
        steps.length === path.length && steps.every((step, i) => step === "*" || step === String(path[i]))
      );
    });
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (typeof node === "string") {
      if (kept(path)) return;
      for (const { word, message } of check(node))
        errors.push({
          file: source.file,
          line: source.lineOfText(path, word),
          field: path.map(String).join("."),
          message,
        });
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (node !== null && typeof node === "object")
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
  };
  walk(value, []);
  return errors;
}
