/**
 * Marks, in a prerendered page, what React Router's hydration fetches and runs: its module
 * preloads, the preload of the page's UK text and its scripts. The build writes them inert
 * (scripts/build/hydration-start.ts) and the head's boot script starts them once the page has
 * painted (components/layout/hydration-start.ts). The value is what the element was: a link's
 * `rel`, a script's `type` ("" for a classic script).
 */
export const AFTER_FIRST_PAINT = "data-after-first-paint";
