import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { onDemand } from "#app/components/ui/on-demand.tsx";
import { SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";

const searchDialog = onDemand(() => import("./search-dialog.tsx"));

/**
 * Marks what opens search: the header's link to the sitemap page (search-button.tsx renders the
 * others). Without scripts it stays that link; once hydrated, a click on it opens the dialog.
 */
export const SEARCH_OPENER = "data-search-opener";

/** The search dialog's element while one is mounted (its ref), so the host can tell it is showing. */
export const searchDialogRef: { current: HTMLDialogElement | null } = { current: null };

/**
 * What the visitor types between asking for search and its dialog arriving (a download on the
 * first use), so no keystroke is lost; null when not waiting. Kept beside the host, with the one
 * document listener below: a page may mount its header (and this host) more than once, as the 404
 * page does, and only the latest host shows the dialog.
 */
let typedEarly: string | null = null;
export const readTypedEarly = () => typedEarly ?? "";
/** Everything typed while waiting (null if not waiting), and the end of it: keys go to the field now. */
export const takeTypedEarly = () => {
  const typed = typedEarly;
  typedEarly = null;
  return typed;
};
type OpenSearch = { opener: Element | null; id: number } | false;
/**
 * Counts openings. Each opening mounts its own dialog (the count is its key), so a close that an
 * earlier dialog reports late (the native close event comes a task after Escape, by which time a
 * quick `/` may have opened search again) is never delivered: React has unmounted that dialog.
 */
let openings = 0;
let showSearch: ((open: OpenSearch) => void) | undefined;

function closeSearch() {
  typedEarly = null;
  showSearch?.(false);
}

/** One handler for clicks and keys, on the document for as long as the page lives. */
function onSearchEvent(event: MouseEvent | KeyboardEvent) {
  const target = event.target as Element;
  const { key, metaKey, ctrlKey, altKey } = event as KeyboardEvent;
  if (typedEarly !== null && event.type === "keydown" && !metaKey && !ctrlKey && !altKey) {
    if (key === "Backspace") typedEarly = typedEarly.slice(0, -1);
    else if (key?.length === 1) typedEarly += key;
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
  // Already open, or on its way. (Asked of the element: a dialog closed by Escape tells React a
  // task later.)
  if (typedEarly !== null || searchDialogRef.current?.open) return;
  typedEarly = "";
  showSearch?.({ opener: from ?? document.activeElement, id: ++openings });
}

/**
 * Hosts the search dialog for the whole page (in the header) and opens it on a click
 * (or Space) on any opener, Ctrl+K or ⌘K anywhere, or `/` when not typing. One listener on the
 * document, so the openers carry no code: this is all search costs a page until first used; the
 * dialog and Pagefind load then.
 */
export function SearchHost() {
  // The open search: what opened it (focus returns there) and which opening it is; false when closed.
  const [open, setOpen] = useState<OpenSearch>(false);
  useEffect(() => {
    for (const link of document.querySelectorAll(`[${SEARCH_OPENER}]`)) {
      link.role = "button";
      link.ariaHasPopup = "dialog";
    }
    if (!showSearch) {
      // Capturing: the opener is a link, and the page turns clicks on links into navigations in
      // React's own listener on the document (ui/use-in-app-link-clicks.ts), which must find the
      // click already taken.
      document.addEventListener("click", onSearchEvent, true);
      document.addEventListener("keydown", onSearchEvent);
    }
    showSearch = setOpen;
  }, []);
  if (open === false) return null;
  return (
    <searchDialog.Part
      key={open.id}
      opener={open.opener as HTMLElement | null}
      onClose={closeSearch}
      failed={() => <ToSitemapPage />}
    />
  );
}

/**
 * When the dialog's code cannot load: the sitemap page, where every opener leads without
 * scripts (it lists and filters every page). Search is closed, so the next opening tries again.
 */
function ToSitemapPage() {
  const navigate = useNavigate();
  useEffect(() => {
    closeSearch();
    void navigate(SITEMAP_PAGE_PATH);
  }, [navigate]);
  return null;
}
