import { useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { keepFocusInside } from "#app/components/ui/focus-trap.ts";
import type { SearchDialogUi } from "#app/core/content/index.ts";
import searchDialogUi from "#generated/search-dialog.json";
import { SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";
import { fillCount, fillTemplate } from "#app/core/text/index.ts";
import { RESULT_PAGES_PER_STEP } from "./pagefind.ts";
import { resultKeys } from "./result-keys.ts";
import { SearchField } from "./search-field.tsx";
import { SearchResults } from "./search-results.tsx";
import { readTypedEarly, SEARCH_OPENER, searchDialogRef } from "./search-host.tsx";
import { useSearchResults, type Option } from "./use-search-results.ts";

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

/** The dialog's copy, bundled with it rather than with every page's shell data. */
const labels: SearchDialogUi = searchDialogUi;

/** What the status line says: loading, a hint, the count, no results, or that search failed. */
function statusMessage({ status, trimmed, shown }: ReturnType<typeof useSearchResults>): string {
  if (status === "failed") return labels.failed;
  if (!trimmed) return status === "loading" ? labels.loading : labels.hint;
  if (!shown) return labels.loading;
  if (shown.hits.length === 0) return fillTemplate(labels.noResults, { query: shown.query });
  return fillCount(labels.results, shown.hits.length);
}

/**
 * The site search: a modal dialog with a combobox whose list groups the matching pages with their
 * matching headings and an excerpt. Arrow keys move through the results, Enter opens one, Escape
 * closes (the host returns focus to what opened it). The result count is announced.
 */
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
  const search = useSearchResults(query);
  const { status, options, active, setActive, notShown } = search;
  const optionId = (index: number) => `${ids.option}-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const open = (option: Option) => {
    dialogRef.current?.close();
    void navigate(option.url);
  };
  // Focus leaves with the dialog, not a task later with its close event: a key pressed at once
  // (`/` to search again) would otherwise go to the closed dialog's field.
  const closeNow = () => {
    dialogRef.current?.close();
    returnFocus(opener);
  };
  const onInputKeyDown = resultKeys({
    count: options.length,
    active,
    setActive,
    openAt: (index) => open(options[index]!),
    close: closeNow,
  });

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
      // The header around it keeps its buttons on one line (whitespace-nowrap): results wrap.
      className="mx-auto mt-[10vh] w-[min(40rem,calc(100%-2rem))] rounded-xl whitespace-normal wrap-break-word bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-black/60 dark:bg-ink-900 dark:text-slate-100"
    >
      <h2 id={ids.title} className="sr-only">
        {t(labels.dialogLabel)}
      </h2>
      <SearchField
        inputRef={inputRef}
        query={query}
        setQuery={setQuery}
        combobox={{
          listId: ids.list,
          expanded: options.length > 0,
          "aria-describedby": ids.status,
          "aria-activedescendant": active >= 0 ? optionId(active) : undefined,
        }}
        onKeyDown={onInputKeyDown}
        onClose={() => dialogRef.current?.close()}
        labels={{ input: t(labels.inputLabel), clear: t(labels.clear), close: t(labels.close) }}
      />
      <p id={ids.status} role="status" className="px-4 pt-3 text-sm text-slate-600 dark:text-slate-400">
        {t(statusMessage(search))}
        {status === "failed" && (
          <>
            {" "}
            <Link to={SITEMAP_PAGE_PATH} onClick={() => dialogRef.current?.close()} className="underline">
              {t(labels.sitemapLink)}
            </Link>
          </>
        )}
      </p>
      <SearchResults
        id={ids.list}
        label={t(labels.dialogLabel)}
        shown={search.shown}
        active={active}
        optionId={optionId}
        onActivate={setActive}
        onOpen={open}
        spell={t}
      />
      {notShown > 0 && status !== "failed" && (
        <div className="px-4 pb-4">
          <button
            type="button"
            // The field takes focus back with the first new page active: the button may be gone
            // once every page shows.
            onClick={() => search.showMore(() => inputRef.current?.focus())}
            aria-disabled={search.loadingMore}
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
