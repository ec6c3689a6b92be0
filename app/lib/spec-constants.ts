/**
 * The spec's constants (site-spec §9 "Business constants and limits"), each named once with the
 * spec's words. Components read them from here; CSS that must agree is checked by a unit test.
 */

/** The header turns into a dark blurred bar once the page has scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** Pages fade out and in over this long on a route change. */
export const PAGE_TRANSITION_MS = 300;
/** Below this width the mobile menu replaces the desktop navigation (Tailwind's `md`). */
export const MOBILE_BREAKPOINT_PX = 768;
/** The Modules mega-menu's panel sits this far from the top of the viewport. */
export const MEGA_MENU_TOP_PX = 60;
/** While the window crosses the mobile breakpoint, menu transitions and toggles pause this long. */
export const RESIZE_BLOCK_MS = 250;

/** Toasts: at most this many visible at once, this wide, for this long unless told otherwise. */
export const TOAST_LIMIT = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_DURATION_MS = 5000;

/** The home page's welcome toast on small screens: shown after the delay, for the duration. */
export const MOBILE_WELCOME_DELAY_MS = 1500;
export const MOBILE_WELCOME_DURATION_MS = 3000;

/** Media query that matches below the mobile breakpoint. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
