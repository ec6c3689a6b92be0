import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { keepFocusInside } from "#app/components/ui/focus-trap.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import type { SearchDialogUi } from "#app/core/content/index.ts";
import searchDialogUi from "#generated/search-dialog.json";
import { SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";
import { fillCount, fillTemplate } from "#app/core/text/index.ts";
import {
  loadPagefind,
  pagesOf,
  RESULT_PAGES_PER_STEP,
  searchPages,
  type SearchHits,
  type SearchPage,
} from "./pagefind.ts";
import { Excerpt } from "./excerpt.tsx";
import { readTypedEarly, SEARCH_OPENER, searchDialogRef, takeTypedEarly } from "./search-host.tsx";

/** Focus goes back to what opened search, or to a visible search button if that is gone. */
function returnFocus(opener: HTMLElement | null) {
  const target =
    opener?.isConnected && opener.checkVisibility()
      ? opener
      : [...document.querySelectorAll<HTMLElement>(`[${SEARCH_OPENER}]`)].find((el) => el.checkVisibility());
  // Opened from the page itself (a shortcut with nothing focused): the page gets the focus back,
  // which body.focus() would not do.
  if (target === document.body) (document.activeElement as HTMLElement | null)?.blur();
  else target?.focus();
}

/** Headings shown under a matching page, besides the page itself. */
const MAX_HEADINGS_PER_PAGE = 2;

type Option = { url: string; title: string; excerpt: string; heading: boolean };
type Group = { title: string; options: Option[] };
type Found = { query: string; hits: SearchHits; groups: Group[] };
type Status = "idle" | "loading" | "ready" | "failed";

/** A page and its best-matching headings (Pagefind's sub-results), as the list's options. */
function toGroup(page: SearchPage): Group {
  const title = page.meta.title ?? page.url;
  const headings = page.sub_results
    .filter((sub) => sub.url !== page.url && sub.url.includes("#"))
    .slice(0, MAX_HEADINGS_PER_PAGE)
    .map((sub) => ({ url: sub.url, title: sub.title, excerpt: sub.excerpt, heading: true }));
  return { title, options: [{ url: page.url, title, excerpt: page.excerpt, heading: false }, ...headings] };
}

/**
 * The site search: a modal dialog with a combobox whose list groups the matching pages with their
 * matching headings and an excerpt. Arrow keys move through the results, Enter opens one, Escape
 * closes (the host returns focus to what opened it). The result count is announced.
 */
/** The dialog's copy, bundled into this on-demand chunk rather than every page's shell data. */
const labels: SearchDialogUi = searchDialogUi;

export default function SearchDialog({
  opener,
  onClose,
}: {
  /** What opened the dialog: focus returns there when it closes. */
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useLocalize();
  const navigate = useNavigate();
  // Shared with the host, which asks it whether search is showing.
  const dialogRef = searchDialogRef;
  const ids = { title: useId(), list: useId(), status: useId(), option: useId() };
  // What the visitor typed while this dialog was loading. React may pause between rendering the
  // dialog and showing it, and keys typed then still reach the host: the field takes them all
  // when it takes the focus (onFocus below), as the dialog opens.
  const [query, setQuery] = useState(readTypedEarly);
  useLayoutEffect(() => dialogRef.current!.showModal(), [dialogRef]);
  const [status, setStatus] = useState<Status>("loading");
  const [found, setFound] = useState<Found | null>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let live = true;
    loadPagefind().then(
      () => live && setStatus((s) => (s === "loading" ? "idle" : s)),
      () => live && setStatus("failed"),
    );
    return () => {
      live = false;
    };
  }, [dialogRef]);

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
  const optionId = (index: number) => `${ids.option}-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const inputRef = useRef<HTMLInputElement>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const notShown = shown ? shown.hits.length - shown.groups.length : 0;
  // The results on screen now: more pages that arrive after a newer search are dropped.
  const latestFound = useRef(found);
  useEffect(() => {
    latestFound.current = found;
  }, [found]);
  // Adds the next few pages; the field takes focus back with the first new one active, as the
  // button may be gone once every page shows.
  const showMore = () => {
    if (!shown || loadingMore) return;
    const firstNew = options.length;
    setLoadingMore(true);
    pagesOf(shown.hits, shown.groups.length).then(
      (pages) => {
        setLoadingMore(false);
        if (latestFound.current !== shown) return;
        setFound({ ...shown, groups: [...shown.groups, ...pages.map(toGroup)] });
        setActive(firstNew);
        inputRef.current?.focus();
      },
      () => {
        setLoadingMore(false);
        setStatus("failed");
      },
    );
  };

  const open = (option: Option) => {
    dialogRef.current?.close();
    void navigate(option.url);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves && options.length && (event.key.startsWith("Arrow") || active >= 0)) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === "Enter" && options.length) {
      event.preventDefault();
      open(options[Math.max(active, 0)]!);
    } else if (event.key === "Escape") {
      // A search field spends the first Escape clearing itself; one press closes search.
      event.preventDefault();
      closeNow();
    }
  };

  // Focus leaves with the dialog, not a task later with its close event: a key pressed at once
  // (`/` to search again) would otherwise go to the closed dialog's field.
  const closeNow = () => {
    dialogRef.current?.close();
    returnFocus(opener);
  };

  let message: string;
  if (status === "failed") message = labels.failed;
  else if (!trimmed) message = status === "loading" ? labels.loading : labels.hint;
  else if (!shown) message = labels.loading;
  else if (shown.hits.length === 0) message = fillTemplate(labels.noResults, { query: shown.query });
  else message = fillCount(labels.results, shown.hits.length);

  let index = -1;
  return (
    // A modal <dialog>: Tab stays inside, Escape closes natively; a click on the backdrop closes too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={ids.title}
      aria-modal="true"
      onClose={() => {
        onClose();
        returnFocus(opener);
      }}
      onClick={(event) => event.target === event.currentTarget && closeNow()}
      onKeyDown={keepFocusInside}
      className="mx-auto mt-[10vh] w-[min(40rem,calc(100%-2rem))] rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-black/60 dark:bg-ink-900 dark:text-slate-100"
    >
      <h2 id={ids.title} className="sr-only">
        {t(labels.dialogLabel)}
      </h2>
      <div className="flex items-center gap-2 border-b border-current/15 px-4">
        <Icon name="search" className="size-5 shrink-0 opacity-70" />
        <input
          ref={inputRef}
          // Text, not "search": a search field draws its own unnamed × beside the close button; the
          // clear button below has a name.
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-label={t(labels.inputLabel)}
          aria-expanded={options.length > 0}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-describedby={ids.status}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder={t(labels.inputLabel)}
          autoComplete="off"
          spellCheck={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type into it
          autoFocus
          onFocus={() => {
            const typed = takeTypedEarly();
            if (typed !== null) setQuery(typed);
          }}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
          className="min-w-0 flex-1 bg-transparent py-4 text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
        />
        {query && (
          <button
            type="button"
            onClick={() => {
              setQuery("");
              inputRef.current?.focus();
            }}
            className="rounded-md px-2 py-1 text-sm font-medium underline-offset-2 hover:underline"
          >
            {t(labels.clear)}
          </button>
        )}
        <button
          type="button"
          aria-label={t(labels.close)}
          onClick={() => dialogRef.current?.close()}
          className="rounded-md p-2 hover:bg-current/10"
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
      <p id={ids.status} role="status" className="px-4 pt-3 text-sm text-slate-600 dark:text-slate-400">
        {t(message)}
        {status === "failed" && (
          <>
            {" "}
            <Link to={SITEMAP_PAGE_PATH} onClick={() => dialogRef.current?.close()} className="underline">
              {t(labels.sitemapLink)}
            </Link>
          </>
        )}
      </p>
      <div
        id={ids.list}
        role="listbox"
        aria-label={t(labels.dialogLabel)}
        className="max-h-[60vh] overflow-y-auto px-2 pt-2 pb-3"
      >
        {shown?.groups.map((group) => (
          <div key={group.options[0]!.url} role="group" aria-label={t(group.title)} className="py-1">
            {group.options.map((option) => {
              index += 1;
              const mine = index;
              return (
                <div
                  key={option.url}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === active}
                  tabIndex={-1}
                  onClick={() => open(option)}
                  onKeyDown={() => {}}
                  onPointerMove={() => mine !== active && setActive(mine)}
                  className={`cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-brand-600 aria-selected:text-white ${option.heading ? "ml-4" : ""}`}
                >
                  <span className={`block ${option.heading ? "text-sm font-medium" : "font-semibold"}`}>
                    {option.heading && <span aria-hidden="true"># </span>}
                    {t(option.title)}
                  </span>
                  <span className="mt-0.5 block text-sm opacity-80">
                    <Excerpt html={option.excerpt} spell={t} />
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {notShown > 0 && status !== "failed" && (
        <div className="px-4 pb-4">
          <button
            type="button"
            onClick={showMore}
            aria-disabled={loadingMore}
            className="w-full rounded-lg border border-current/20 px-4 py-2 text-sm font-medium hover:bg-current/10"
          >
            {fillCount(
              { one: t(labels.showMore.one), other: t(labels.showMore.other) },
              Math.min(notShown, RESULT_PAGES_PER_STEP),
            )}
          </button>
        </div>
      )}
    </dialog>
  );
}
