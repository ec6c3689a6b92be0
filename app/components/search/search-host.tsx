import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";

const SearchDialog = lazy(() => import("./search-dialog"));

/**
 * Marks what opens search: the header's link to the sitemap page (search-button.tsx renders the
 * others). Without scripts it stays that link; once hydrated, a click on it opens the dialog.
 */
export const SEARCH_OPENER = "data-search-opener";

/**
 * Hosts the search dialog for the whole page (mounted once, in the header) and opens it on a click
 * (or Space) on any opener, Ctrl+K or ⌘K anywhere, or `/` when not typing. One listener on the
 * document, so the openers carry no code: this is all search costs a page until first used; the
 * dialog and Pagefind load then.
 */
export function SearchHost() {
  // What opened search (focus returns there), or false while closed.
  const [opener, setOpener] = useState<Element | null | false>(false);
  // What the visitor types between asking for search and its dialog arriving (a download on the
  // first use), handed to the dialog's field so no keystroke is lost; null when not waiting.
  const typedEarly = useRef<string | null>(null);
  // Whether search is open or opening, known at once (the state above changes at the next render).
  const isOpen = useRef(false);
  const close = useCallback(() => {
    isOpen.current = false;
    typedEarly.current = null;
    setOpener(false);
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
        else if (key === "Escape") close();
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
      if (isOpen.current) return;
      isOpen.current = true;
      typedEarly.current = "";
      setOpener(from ?? document.activeElement);
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
  if (opener === false) return null;
  return (
    <Suspense>
      <SearchDialog opener={opener as HTMLElement | null} typedEarly={typedEarlyHandle} onClose={close} />
    </Suspense>
  );
}
