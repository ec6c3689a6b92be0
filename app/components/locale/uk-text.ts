/**
 * A page's text in UK English, as the build wrote it. The loaders give the browser their copy in
 * US English, as written; the build writes, next to each prerendered page, the UK form of every
 * string of that page's data that UK English spells differently (scripts/build/locale-text.ts).
 * The browser never respells anything: on UK English it looks each string up in that file, which
 * it fetches the first time a page is shown in UK English (on .com on arrival, on .us on a switch).
 *
 * The prerender has no file to fetch: it respells with the same build-time function
 * (core/locale/spelling.ts's ukText), so the .com HTML and the file agree word for word.
 */
import spellingPairs from "#generated/spelling.json";
import { ukText } from "#app/core/locale/index.ts";
import { ukTextFileOf } from "#app/core/locale/index.ts";

export type UkText = (us: string) => string;

/** The prerender's respelling (only in the server bundle: the browser build drops the map). */
export const prerenderUkText: UkText | null = import.meta.env.SSR ? (us) => ukText(us, spellingPairs) : null;

async function fetchTable(path: string): Promise<Record<string, string>> {
  const response = await fetch(ukTextFileOf(path));
  if (!response.ok) throw new Error(`${ukTextFileOf(path)}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

/**
 * Every page's UK text fetched so far, in one table: a string has one UK form wherever it is, and
 * one lookup function for every page keeps the context's value the same across navigations (no
 * label re-renders for a navigation alone).
 */
const known: Record<string, string> = {};
const lookupUk: UkText = (us) => known[us] ?? us;

/**
 * One lookup per page path: the promise React's `use` reads, which must stay the same object
 * across renders. It is the only memo of the fetch: a failure stays remembered until the visitor's
 * next choice (retryFailedUkText), so a re-render never fetches again.
 */
const lookups = new Map<string, Promise<UkText | null>>();

/** Pages whose file could not be fetched: asked for again at the visitor's next choice, not on every render. */
const failed = new Set<string>();

export function retryFailedUkText(): void {
  for (const path of failed) lookups.delete(path);
  failed.clear();
}

/**
 * The UK text of the prerendered page at `path`: a lookup, or null when the file could not be
 * fetched (the page then stays in the English it is in). Never rejects.
 */
export function ukTextOf(path: string): Promise<UkText | null> {
  let lookup = lookups.get(path);
  if (!lookup) {
    lookup = fetchTable(path).then(
      (pairs): UkText => {
        Object.assign(known, pairs);
        return lookupUk;
      },
      (error: unknown) => {
        console.warn("UK text not loaded; the page stays in its English:", error);
        failed.add(path);
        return null;
      },
    );
    lookups.set(path, lookup);
  }
  return lookup;
}
