import { lazy, Suspense, useEffect, useState } from "react";

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
  useEffect(() => {
    for (const link of document.querySelectorAll(`[${SEARCH_OPENER}]`)) {
      link.role = "button";
      link.ariaHasPopup = "dialog";
    }
    // One handler for clicks and keys; never removed: the header, and this host, live as long
    // as the page.
    const onEvent = (event: MouseEvent | KeyboardEvent) => {
      const target = event.target as Element;
      const { key, metaKey, ctrlKey } = event as KeyboardEvent;
      const from = event.type === "click" || key === " " ? target.closest?.(`[${SEARCH_OPENER}]`) : null;
      const combo = (metaKey || ctrlKey) && key?.toLowerCase() === "k";
      // `/` is a character when typing into a field.
      const slash =
        key === "/" && !metaKey && !ctrlKey && !target.closest?.("input,textarea,select,[contenteditable]");
      if (!from && !combo && !slash) return;
      event.preventDefault();
      setOpener((current) => (current === false ? (from ?? document.activeElement) : current));
    };
    document.addEventListener("click", onEvent);
    document.addEventListener("keydown", onEvent);
  }, []);
  if (opener === false) return null;
  return (
    <Suspense>
      <SearchDialog opener={opener as HTMLElement | null} onClose={() => setOpener(false)} />
    </Suspense>
  );
}
