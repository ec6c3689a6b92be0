/**
 * The module screens: one picture of Tracker per module, drawn from data by scripts/assets/images/ and
 * served from public/. The renderer and every <picture> that shows a screen read this, so the
 * files, their widths and the intrinsic size cannot disagree.
 *
 * Each market has its own files (images/screens/com/, images/screens/us/): a screen shows money,
 * places and dates as its market writes them, and each domain's build keeps only its own folder.
 *
 * Widths step by at most 1.5x, so whatever width a slot needs, the browser finds a file no more
 * than 1.5 times wider than it is displayed.
 */
import type { SiteDomain } from "#app/core/locale/index.ts";

export const SCREEN_IMAGE = {
  dir: "images/screens",
  width: 1200,
  height: 750,
  widths: [400, 600, 900, 1200, 1600],
  /** The file a browser without srcset support shows. */
  fallbackWidth: 900,
} as const;

/** The file of one module's screen at one width, e.g. "/images/screens/com/production-900.webp". */
export function screenSrc(market: SiteDomain, slug: string, width: number, format: "avif" | "webp"): string {
  return `/${SCREEN_IMAGE.dir}/${market}/${slug}-${width}.${format}`;
}

/** `srcset` for one format, e.g. "/images/screens/us/logos-400.avif 400w, …". */
export function screenSrcSet(market: SiteDomain, slug: string, format: "avif" | "webp"): string {
  return SCREEN_IMAGE.widths.map((w) => `${screenSrc(market, slug, w, format)} ${w}w`).join(", ");
}
