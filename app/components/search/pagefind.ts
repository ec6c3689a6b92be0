/**
 * The site search's engine: Pagefind's own browser script, written by the build beside the index
 * (scripts/build/search-index.ts) and imported from there on first use, never bundled.
 */
import { loadOnce } from "#app/components/ui/on-demand.tsx";
import { SEARCH_INDEX_DIR } from "#app/core/site/index.ts";
import {
  EXACT_WORDS_DIR,
  pagesUsingExactly,
  rankExactFirst,
  type ExactWordsFile,
  type LocatedText,
} from "#app/core/search/index.ts";
import { everyWordFound, markedWords, queryWords } from "./found-words.ts";

/** A heading of a page that matched, with its anchor. */
type SearchSubResult = { title: string; url: string; excerpt: string };
/** What Pagefind tells about one matching page (its `data()`). */
export type SearchPage = LocatedText & {
  url: string;
  /** Pagefind's own excerpt, HTML with the matches in <mark>. */
  excerpt: string;
  meta: { title?: string };
  sub_results: SearchSubResult[];
};
type PagefindResult = { id: string; data: () => Promise<SearchPage> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] }>;
  debouncedSearch: (
    query: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ) => Promise<{ results: PagefindResult[] } | null>;
};

/**
 * How many matching pages the dialog shows at first, and adds on each "show more": each one costs
 * its fragment (about 2.5 KB), fetched before the results appear.
 */
export const RESULT_PAGES_PER_STEP = 5;
/** Words around the match in an excerpt. */
export const EXCERPT_WORDS = 22;
const TYPING_PAUSE_MS = 120;

/** Pagefind and its WebAssembly, loaded once; a failed load is retried on the next call. */
const pagefindLoader = loadOnce(async () => {
  const url = `${SEARCH_INDEX_DIR}pagefind.js`;
  const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
  // On the page's own thread: the index is small, and its worker would be one more download
  // and one more script the CSP would have to let compile WebAssembly.
  await pagefind.options({ noWorker: true, excerptLength: EXCERPT_WORDS });
  await pagefind.init();
  return pagefind;
});

export const loadPagefind = pagefindLoader.load;

/** One search's matching pages, best first, whose details are fetched on demand. */
export type SearchHits = readonly PagefindResult[];

/** The exact-word files fetched so far; one that fails to load counts as naming no page. */
const exactWordFiles = new Map<string, Promise<ExactWordsFile>>();
function exactWordsFile(file: string): Promise<ExactWordsFile> {
  let loaded = exactWordFiles.get(file);
  if (!loaded) {
    loaded = fetch(`${SEARCH_INDEX_DIR}${EXACT_WORDS_DIR}${file}`)
      .then((response) => (response.ok ? (response.json() as Promise<ExactWordsFile>) : {}))
      .catch(() => {
        exactWordFiles.delete(file);
        return {};
      });
    exactWordFiles.set(file, loaded);
  }
  return loaded;
}

/**
 * The pages matching `query`, best first: every hit, and the details of the first few. Pages that
 * use the query's words as written come before pages that only share their stems (exact-words.ts),
 * in Pagefind's order otherwise. Null when a newer query replaced this one while the visitor was
 * still typing.
 */
export async function searchPages(query: string): Promise<{ hits: SearchHits; pages: SearchPage[] } | null> {
  const pagefind = await loadPagefind();
  const search = await pagefind.debouncedSearch(query, {}, TYPING_PAUSE_MS);
  if (!search) return null;
  if (search.results.length === 0) return { hits: [], pages: [] };
  const words = queryWords(query);
  // Pagefind's fallback to a shorter word finds pages for words the site never uses: each word
  // is checked with an exact search (found-words.ts), which costs no download beyond the index.
  const [exactHits, exactPages] = await Promise.all([
    Promise.all(words.map(async (word) => (await pagefind.search(`"${word}"`)).results.length)),
    Promise.all(words.map((word) => pagesUsingExactly(word, exactWordsFile))),
  ]);
  const hits = rankExactFirst(search.results, exactPages);
  const pages = await pagesOf(hits, 0);
  if (!everyWordFound(words, exactHits, markedWords(pages.map((page) => page.excerpt))))
    return { hits: [], pages: [] };
  return { hits, pages };
}

/** The details of the next few hits from `from`. */
export function pagesOf(hits: SearchHits, from: number): Promise<SearchPage[]> {
  return Promise.all(hits.slice(from, from + RESULT_PAGES_PER_STEP).map((hit) => hit.data()));
}
