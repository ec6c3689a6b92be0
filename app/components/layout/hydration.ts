/**
 * Marks the end of hydration: the shell hydrates first and the page body after it
 * (components/layout/page-body.tsx); the body calls this in its last passive effect, which React
 * runs after every layout effect of that commit.
 *
 * Stamps `data-hydrated` on `<html>`: the one outward sign that the page now answers to input,
 * which tests wait for instead of guessing from network quiet.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = "";
}

/** Whether the page has finished hydrating (false while it hydrates, and on the server). */
export function isHydrated(): boolean {
  return document.documentElement.hasAttribute("data-hydrated");
}
