import { useEffect, useMemo, useRef, useState } from "react";
import {
  excerptWithoutOtherSpellings,
  sentenceExcerpt,
  withoutOtherSpellings,
  type ExcerptPiece,
} from "#app/core/search/index.ts";
import {
  EXCERPT_WORDS,
  loadPagefind,
  pagesOf,
  searchPages,
  type SearchHits,
  type SearchPage,
} from "./pagefind.ts";

/** Headings shown under a matching page, besides the page itself. */
const MAX_HEADINGS_PER_PAGE = 2;

export type Option = { url: string; title: string; excerpt: ExcerptPiece[]; heading: boolean };
type Group = { title: string; options: Option[] };
export type Found = { query: string; hits: SearchHits; groups: Group[] };
export type Status = "idle" | "loading" | "ready" | "failed";

/**
 * A page and its best-matching headings (Pagefind's sub-results), as the list's options: titled as
 * the page is (without the other spelling's forms the index holds), each excerpt cut at sentences.
 */
function toGroup(page: SearchPage): Group {
  const indexedTitle = page.meta.title ?? page.url;
  const title = withoutOtherSpellings(indexedTitle);
  const excerpt = (anchorId?: string, alone?: boolean) =>
    excerptWithoutOtherSpellings(
      sentenceExcerpt(page, { title: indexedTitle, anchorId, alone, length: EXCERPT_WORDS }),
    );
  const headings = page.sub_results
    // Not the page's own title again (an h1 with an id is an anchor too).
    .filter(
      (sub) => sub.url !== page.url && sub.url.includes("#") && withoutOtherSpellings(sub.title) !== title,
    )
    .slice(0, MAX_HEADINGS_PER_PAGE)
    .map((sub) => ({
      url: sub.url,
      title: withoutOtherSpellings(sub.title),
      excerpt: excerpt(sub.url.slice(sub.url.indexOf("#") + 1)),
      heading: true,
    }));
  const own = { url: page.url, title, excerpt: excerpt(undefined, headings.length === 0), heading: false };
  return { title, options: [own, ...headings] };
}

/**
 * The search's state: Pagefind loading, the results of the latest query (an older query's
 * answer arriving late is dropped), the active option, and "show more" adding the next pages.
 */
export function useSearchResults(query: string) {
  const [status, setStatus] = useState<Status>("loading");
  const [found, setFound] = useState<Found | null>(null);
  const [active, setActive] = useState(-1);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    loadPagefind().then(
      () => live && setStatus((s) => (s === "loading" ? "idle" : s)),
      () => live && setStatus("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) return;
    let live = true;
    searchPages(trimmed).then(
      (result) => {
        if (!live || !result) return;
        setFound({ query: trimmed, hits: result.hits, groups: result.pages.map(toGroup) });
        setActive(-1);
        setStatus("ready");
      },
      () => live && setStatus("failed"),
    );
    return () => {
      live = false;
    };
  }, [trimmed]);

  const shown = trimmed && found ? found : null;
  const options = useMemo(() => shown?.groups.flatMap((g) => g.options) ?? [], [shown]);
  // The results on screen now: more pages that arrive after a newer search are dropped.
  const latestFound = useRef(found);
  useEffect(() => {
    latestFound.current = found;
  }, [found]);

  /** Adds the next few pages; `done` runs once they are in (the caller moves the focus). */
  const showMore = (done: () => void) => {
    if (!shown || loadingMore) return;
    const firstNew = options.length;
    setLoadingMore(true);
    pagesOf(shown.hits, shown.groups.length).then(
      (pages) => {
        setLoadingMore(false);
        if (latestFound.current !== shown) return;
        setFound({ ...shown, groups: [...shown.groups, ...pages.map(toGroup)] });
        setActive(firstNew);
        done();
      },
      () => {
        setLoadingMore(false);
        setStatus("failed");
      },
    );
  };

  const notShown = shown ? shown.hits.length - shown.groups.length : 0;
  return { status, trimmed, shown, options, active, setActive, notShown, loadingMore, showMore };
}
