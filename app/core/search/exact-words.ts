/**
 * Which pages use a word exactly, as written. Pagefind keeps only stems ("printing", "prints" and
 * "print" are all "print"), so its ranking cannot tell a page that says "printing" from one that
 * only says "print", and its ranking options (termSimilarity and the rest) only weigh longer words
 * of the same stem ("printer"). The build (scripts/build/search-index.ts) writes, beside the
 * index, each word of each page's indexed text with the Pagefind ids of the pages that use it,
 * in small files by the word's first letters; the dialog fetches the one file a query word needs
 * and puts the pages that use every word exactly first (rankExactFirst).
 */

/** The folder of those files, inside the search index's (SEARCH_INDEX_DIR). */
export const EXACT_WORDS_DIR = "exact-words/";

/** A text's words as the exact-word files hold them: lower-cased runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The file a word is in: its first two characters, as a safe file name ("pr", "t", "%C3%A9t"). */
export function exactWordsFileOf(word: string): string {
  return `${encodeURIComponent([...word].slice(0, 2).join(""))}.json`;
}

/**
 * Pagefind's hits reordered so that those using more of the query's words exactly come first,
 * keeping Pagefind's order among hits that use as many (a stable sort). `exactPages[i]` holds the
 * ids of the pages using query word i as written; a word that is several (t-shirts) needs them all.
 */
export function rankExactFirst<Hit extends { id: string }>(
  hits: readonly Hit[],
  exactPages: readonly ReadonlySet<string>[],
): Hit[] {
  const score = (hit: Hit) => exactPages.filter((pages) => pages.has(hit.id)).length;
  return hits
    .map((hit, order) => ({ hit, order, score: score(hit) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ hit }) => hit);
}

/** The exact-word file's shape: word → ids of the pages that use it. */
export type ExactWordsFile = Record<string, string[]>;

/**
 * The ids of the pages that use every piece of `word` ("t-shirts": "t" and "shirts"), from the
 * files its pieces are in; `load` fetches a file by name.
 */
export async function pagesUsingExactly(
  word: string,
  load: (file: string) => Promise<ExactWordsFile>,
): Promise<Set<string>> {
  const pieces = wordsOf(word);
  if (pieces.length === 0) return new Set();
  const sets = await Promise.all(
    pieces.map(async (piece) => new Set((await load(exactWordsFileOf(piece)))[piece] ?? [])),
  );
  return new Set([...sets[0]!].filter((id) => sets.every((set) => set.has(id))));
}
