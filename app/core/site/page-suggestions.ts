/**
 * The 404 page's "were you looking for": the pages whose address or title is closest to the
 * address asked for. Cheap enough for the browser over the whole manifest: a few hundred short
 * strings compared by edit distance.
 */
export type SuggestionCandidate = { path: string; title: string };

/** How many suggestions the 404 page shows at most. */
export const MAX_SUGGESTIONS = 5;
/** Below this score a page is not offered: it shares no more with the address than chance. */
const MIN_SCORE = 0.5;
/** A word counts as the same when this much of it survives the edits (a typo or two). */
const SAME_WORD = 0.7;

/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal strings, 0 for nothing in common. */
function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** Lower-case words of a path or title: "/blog/DTG-vs_Screen" -> blog, dtg, vs, screen. */
export function words(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A malformed escape: compare the raw text.
  }
  return decoded.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How well one asked-for word is matched by a page's words: its best near-equal, else 0. */
function wordScore(word: string, pageWords: readonly string[]): number {
  let best = 0;
  for (const candidate of pageWords) {
    const score = similarity(word, candidate);
    if (score > best) best = score;
  }
  return best >= SAME_WORD ? best : 0;
}

/**
 * How close a page is to the path asked for, 0 to 1: the better of the whole paths' similarity
 * (catches a typo in a slug) and the share of the path's words the page has in its own path or
 * title, in any order (catches /blog/dtg-vs-screen for /blog/screen-printing-vs-dtg). Words of
 * the last segment weigh double: /modules/x is about x, not about modules.
 */
function closeness(askedPath: string, page: SuggestionCandidate): number {
  const asked = askedPath.toLowerCase().replace(/\/+$/, "") || "/";
  const whole = similarity(asked, page.path);
  const segments = asked.split("/").filter(Boolean);
  const pageWords = [...words(page.path), ...words(page.title)];
  let total = 0;
  let matched = 0;
  segments.forEach((segment, index) => {
    const weight = index === segments.length - 1 ? 2 : 1;
    for (const word of words(segment)) {
      total += weight;
      matched += weight * wordScore(word, pageWords);
    }
  });
  return Math.max(whole, total ? matched / total : 0);
}

/** Up to MAX_SUGGESTIONS pages closest to `askedPath`, best first; shorter paths win ties. */
export function suggestPages<T extends SuggestionCandidate>(askedPath: string, pages: readonly T[]): T[] {
  return pages
    .map((page) => ({ page, score: closeness(askedPath, page) }))
    .filter(({ page, score }) => score >= MIN_SCORE && page.path !== askedPath)
    .sort((a, b) => b.score - a.score || a.page.path.length - b.page.path.length)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ page }) => page);
}
