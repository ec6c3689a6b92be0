/**
 * The hero's dashboard picture: where its rendered files live and their intrinsic size, shared by
 * the renderer (scripts/assets/images/render.ts) and the <picture> that shows it, so they cannot disagree.
 */
export const HERO_IMAGE = {
  dir: "images/dashboard",
  name: "production-board",
  width: 1280,
  height: 880,
  widths: [400, 640, 960, 1280],
} as const;

type HeroFormat = "avif" | "webp";

/** The URL of one rendered width, e.g. "/images/dashboard/production-board-640.avif". */
export function heroSrc(width: (typeof HERO_IMAGE.widths)[number], format: HeroFormat): string {
  return `/${HERO_IMAGE.dir}/${HERO_IMAGE.name}-${width}.${format}`;
}

/** `srcset` for one format, e.g. "/images/dashboard/production-board-640.avif 640w, …". */
export function heroSrcSet(format: HeroFormat): string {
  return HERO_IMAGE.widths.map((w) => `${heroSrc(w, format)} ${w}w`).join(", ");
}
