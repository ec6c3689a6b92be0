/**
 * The page an in-app navigation is loading, or null when none is under way (read by
 * navigation-recovery.ts).
 *
 * Two sources, because React Router commits its navigation state inside a transition: when a
 * page's code fails at once (a dropped connection), the router reloads before React has rendered
 * the pending location. The link the visitor just clicked covers that gap.
 */
let pendingHref: string | null = null;
let clicked: { href: string; at: number } | null = null;

/** A click older than this did not start the navigation that is failing now. */
const CLICK_MAX_AGE_MS = 10_000;

/** The router's pending location; null once it settles, which also forgets the click. */
export function setPendingNavigation(href: string | null): void {
  pendingHref = href;
  if (href === null) clicked = null;
}

/** A same-origin link the visitor has just followed. */
export function noteFollowedLink(href: string): void {
  clicked = { href, at: Date.now() };
}

export function pendingNavigation(): string | null {
  if (pendingHref) return pendingHref;
  return clicked && Date.now() - clicked.at < CLICK_MAX_AGE_MS ? clicked.href : null;
}
