import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";

const SearchDialog = lazy(() => import("./search-dialog"));

/**
 * Marks what opens search: the header's link to the sitemap page (search-button.tsx renders the
 * others). Without scripts it stays that link; once hydrated, a click on it opens the dialog.
 */
export const SEARCH_OPENER = "data-search-opener";

/** Marks the search dialog, so the host can tell whether it is showing. */
export const SEARCH_DIALOG = "data-search-dialog";

/**
 * Hosts the search dialog for the whole page (mounted once, in the header) and opens it on a click
 * (or Space) on any opener, Ctrl+K or ⌘K anywhere, or `/` when not typing. One listener on the
 * document, so the openers carry no code: this is all search costs a page until first used; the
 * dialog and Pagefind load then.
 */
export function SearchHost() {
  // The open search: what opened it (focus returns there) and which opening it is; false when closed.
  const [open, setOpen] = useState<{ opener: Element | null; id: number } | false>(false);
  const openings = useRef(0);
  // What the visitor types between asking for search and its dialog arriving (a download on the
  // first use), handed to the dialog's field so no keystroke is lost; null when not waiting.
  const typedEarly = useRef<string | null>(null);
  // Closes the given opening only: a dialog closed by Escape reports it a task later, by which
  // time a quick `/` may already have opened search again.
  const close = useCallback((id: number) => {
    if (id !== openings.current) return;
    typedEarly.current = null;
    setOpen(false);
  }, []);
  useEffect(() => {
    for (const link of document.querySelectorAll(`[${SEARCH_OPENER}]`)) {
      link.role = "button";
      link.ariaHasPopup = "dialog";
    }
    // One handler for clicks and keys; never removed: the header, and this host, live as long
    // as the page.
    const onEvent = (event: MouseEvent | KeyboardEvent) => {
      const target = event.target as Element;
      const { key, metaKey, ctrlKey, altKey } = event as KeyboardEvent;
      if (typedEarly.current !== null && event.type === "keydown" && !metaKey && !ctrlKey && !altKey) {
        if (key === "Backspace") typedEarly.current = typedEarly.current.slice(0, -1);
        else if (key?.length === 1) typedEarly.current += key;
        else if (key === "Escape") close(openings.current);
        else return;
        event.preventDefault();
        return;
      }
      const from = event.type === "click" || key === " " ? target.closest?.(`[${SEARCH_OPENER}]`) : null;
      const combo = (metaKey || ctrlKey) && key?.toLowerCase() === "k";
      // `/` is a character when typing into a field.
      const slash =
        key === "/" && !metaKey && !ctrlKey && !target.closest?.("input,textarea,select,[contenteditable]");
      if (!from && !combo && !slash) return;
      event.preventDefault();
      // Already open, or on its way.
      if (typedEarly.current !== null || document.querySelector(`dialog[${SEARCH_DIALOG}][open]`)) return;
      typedEarly.current = "";
      openings.current += 1;
      setOpen({ opener: from ?? document.activeElement, id: openings.current });
    };
    document.addEventListener("click", onEvent);
    document.addEventListener("keydown", onEvent);
  }, [close]);
  // The dialog starts its field with what was typed, then stops the buffering as it mounts: from
  // then on its field takes the keys.
  const typedEarlyHandle = useMemo(
    () => ({
      read: () => typedEarly.current ?? "",
      stop: () => {
        typedEarly.current = null;
      },
    }),
    [],
  );
  if (open === false) return null;
  return (
    <Suspense>
      <SearchDialog
        key={open.id}
        opener={open.opener as HTMLElement | null}
        typedEarly={typedEarlyHandle}
        onClose={() => close(open.id)}
      />
    </Suspense>
  );
}
