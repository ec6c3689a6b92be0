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
