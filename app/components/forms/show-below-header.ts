/**
 * Brings a form's outcome (its confirmation or its error summary) to the visitor: the element
 * takes the focus, so a screen reader reads it, and is scrolled into view unless it already is
 * whole below the fixed header. `focus()` alone scrolls only when the element is wholly out of
 * view, and then not clear of the header; the element's `scroll-mt-header` (app.css) keeps it
 * below the header when it is scrolled to.
 */
export function showBelowHeader(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const headerBottom = document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0;
  const { top, bottom } = element.getBoundingClientRect();
  if (top < headerBottom || bottom > window.innerHeight) element.scrollIntoView({ block: "start" });
}
