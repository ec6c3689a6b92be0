/**
 * Which FAQ questions a filter text keeps: every word typed must appear in the question or its
 * answer, in either spelling (the visitor may type "color" or "colour" on either site).
 */
export type Searchable = { id: string; haystack: string };

/** A question's text for matching: US and UK spellings together, lowercased. */
export function haystackOf(question: string, answerText: string, toUk: (text: string) => string): string {
  const us = `${question} ${answerText}`;
  return `${us}\n${toUk(us)}`.toLowerCase();
}

/** The ids of the questions that match `query`; every id when the query is blank. */
export function matchingIds(items: readonly Searchable[], query: string): Set<string> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return new Set(items.filter((item) => words.every((w) => item.haystack.includes(w))).map((i) => i.id));
}
