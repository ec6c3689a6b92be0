/**
 * Whether the page is still hydrating: whether what is in the DOM is what the prerender wrote
 * rather than what the browser rendered. The shell hydrates first and the page body after it
 * (components/layout/page-body.tsx); the body marks the end in its last passive effect, which React
 * runs after every layout effect of that commit, so a layout effect that reads this during
 * hydration is told the truth.
 */
let hydrated = false;

export function isHydrating(): boolean {
  return !hydrated;
}

/**
 * Also stamps `data-hydrated` on `<html>`: the one outward sign that the page now answers to
 * input, which tests wait for instead of guessing from network quiet.
 */
export function markHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = "";
}
