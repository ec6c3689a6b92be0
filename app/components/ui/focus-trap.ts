import type { KeyboardEvent } from "react";

/** Keyboard-reachable elements inside `container` that are showing now. */
function tabbable(container: HTMLElement): HTMLElement[] {
  const candidates = container.querySelectorAll<HTMLElement>(
    "a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])",
  );
  return [...candidates].filter((el) => el.checkVisibility());
}

/**
 * onKeyDown handler that keeps Tab and Shift+Tab cycling inside a modal. A modal <dialog> already
 * makes the page behind it inert; this also keeps focus from leaving for the browser's own UI.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const items = tabbable(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
