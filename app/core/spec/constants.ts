/**
 * The product's timing and size constants, each named once, with what it governs. Components
 * read them from here; CSS that must agree is checked by a unit test. What the product requires of
 * the content (pages, redirects, sections, prices) is in ./requirements.ts.
 */

/** The header turns into a dark blurred bar once the page has scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** Pages fade out and in over this long on a route change. */
export const PAGE_TRANSITION_MS = 300;
/** Below this width the mobile menu replaces the desktop navigation (Tailwind's `md`). */
export const MOBILE_BREAKPOINT_PX = 768;
/**
 * From this width the header shows the full navigation; from the mobile breakpoint up to it, the
 * "compact header" keeps Log in and Get Started in the bar and puts the navigation behind the menu
 * button. The full header needs about 945 px in either locale with Linux's system font (wider than
 * most), so Tailwind's `lg` leaves room for wider fonts; tests/e2e/header-widths.spec.ts walks every
 * width from 320 to 1920 px to prove nothing wraps or is cut.
 */
export const FULL_NAV_BREAKPOINT_PX = 1024;
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

/** Hero: the text enters over 0.8 s, the image column 0.3 s later; the image's placeholder is 400 px tall. */
export const HERO_ENTRY_MS = 800;
export const HERO_IMAGE_DELAY_MS = 300;
export const HERO_IMAGE_PLACEHOLDER_PX = 400;
/** Parallax: shape i moves (i + 1) × 5 px per unit of pointer offset from the viewport centre. */
export const PARALLAX_STEP_PX = 5;

/** Scroll reveal: once an element's top is within 85 % of the viewport height; first 10 children 50 ms apart. */
export const REVEAL_VIEWPORT_FRACTION = 0.85;
export const REVEAL_STAGGER_MS = 50;
export const REVEAL_STAGGER_LIMIT = 10;

/** Workflow: the highlight moves through 5 positions (each of the 4 steps, then all done), one per 5 s. */
export const WORKFLOW_POSITIONS = 5;
export const WORKFLOW_CYCLE_MS = 5000;

/** Conveyor: a box every base + random(jitter) ms, crossing in min..max ms; phones run faster. */
export const CONVEYOR = {
  desktop: { spawnBaseMs: 2000, spawnJitterMs: 1500, travelMinMs: 7000, travelMaxMs: 10000 },
  mobile: { spawnBaseMs: 1800, spawnJitterMs: 1200, travelMinMs: 5000, travelMaxMs: 7000 },
} as const;

/** Sitemap priority badges: High at 0.8 or more, Medium at 0.6 or more, otherwise Low. */
export const PRIORITY_HIGH_MIN = 0.8;
export const PRIORITY_MEDIUM_MIN = 0.6;
/** After a copy, the button shows its "copied" state this long. */
export const COPIED_INDICATOR_MS = 2000;
