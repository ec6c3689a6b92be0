/**
 * Which words of a query the index really knows. Pagefind stems the index ("printing" is kept as
 * "print") and, for a word it does not know, falls back to the longest indexed word the query
 * starts with: "xyzzy" found every page with an "x" on it, and "printavo" every page about
 * printing. A word counts as found when an exact (quoted) search finds it, which matches whole
 * stems and nothing shorter; the last word may also be one the visitor is still typing, found
 * when the results mark a word that starts with it ("embro" → "Embroidery").
 */

/** The query's words, lower-cased, without the quotes that would make Pagefind search a phrase. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().replace(/"/g, " ").split(/\s+/).filter(Boolean);
}

/** The words an excerpt marks as matches (Pagefind wraps each in <mark>), lower-cased. */
export function markedWords(excerpts: readonly string[]): string[] {
  return excerpts.flatMap((excerpt) =>
    [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((match) => match[1]!.toLowerCase()),
  );
}

/**
 * True when every word of the query is found: each has exact hits (`exactHits[i]` for word i), or
 * it is the last word and some marked word (split at hyphens and punctuation) begins with it.
 */
export function everyWordFound(
  words: readonly string[],
  exactHits: readonly number[],
  marked: readonly string[],
): boolean {
  const pieces = marked.flatMap((word) => word.split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return words.every(
    (word, i) =>
      exactHits[i]! > 0 || (i === words.length - 1 && pieces.some((piece) => piece.startsWith(word))),
  );
}
