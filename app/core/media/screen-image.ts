/**
 * The module screens: one picture of Tracker per module, drawn from data by scripts/assets/images/ and
 * served from public/. The renderer and every <picture> that shows a screen read this, so the
 * files, their widths and the intrinsic size cannot disagree.
 *
 * Widths step by at most 1.5x, so whatever width a slot needs, the browser finds a file no more
 * than 1.5 times wider than it is displayed.
 */
export const SCREEN_IMAGE = {
  dir: "images/screens",
  width: 1200,
  height: 750,
  widths: [400, 600, 900, 1200, 1600],
  /** The file a browser without srcset support shows. */
  fallbackWidth: 900,
} as const;

/** The file of one module's screen at one width, e.g. "/images/screens/production-900.webp". */
export function screenSrc(slug: string, width: number, format: "avif" | "webp"): string {
  return `/${SCREEN_IMAGE.dir}/${slug}-${width}.${format}`;
}

/** `srcset` for one format, e.g. "/images/screens/logos-400.avif 400w, …". */
export function screenSrcSet(slug: string, format: "avif" | "webp"): string {
  return SCREEN_IMAGE.widths.map((w) => `${screenSrc(slug, w, format)} ${w}w`).join(", ");
}
