/**
 * The hero's dashboard picture: where its rendered files live and their intrinsic sizes, shared by
 * the renderer (scripts/assets/images/render.ts), the <picture> that shows it and the frame's
 * proportions (scripts/build/vite/spec-constants-css.ts), so they cannot disagree.
 *
 * The board is drawn twice, once for each shape of box the hero gives it, so the picture always
 * fills its box and is never shrunk into bands: `wide`, the whole board with its sidebar and four
 * machines, where the box is at least 592 px across; `tall`, one machine's column in type large
 * enough to read, where the box is narrower (phones, and beside the heading below 1280 px).
 */
import { MOBILE_BREAKPOINT_PX } from "#app/core/spec/index.ts";

/** From here the hero's columns stand side by side; from WIDE_BESIDE_PX they are at their widest, 592 px. */
const BESIDE_PX = MOBILE_BREAKPOINT_PX;
const WIDE_BESIDE_PX = 1280;
/** From here, stacked, the box is at least 592 px across (Tailwind's `sm`, whose padding is 24 px). */
const WIDE_STACKED_PX = 640;
const upTo = (px: number) => `(max-width: ${px - 0.02}px)`;
/** The hero's widest box beside the heading: half the 1280 px container less its padding and gap. */
const BESIDE_BOX_PX = 592;

export const HERO_IMAGE = {
  dir: "images/dashboard",
  wide: { name: "production-board", width: 1280, height: 880, widths: [640, 960, 1280] },
  /** 0.72 wide for 1 tall: at 288 px across (a 320 px phone) exactly the frame's least height, 400 px. */
  tall: { name: "production-board-tall", width: 720, height: 1000, widths: [400, 600, 900, 1200] },
  /** The media query that shows the wide drawing; the tall one shows everywhere else. */
  wideMedia: `(min-width: ${WIDE_STACKED_PX}px) and ${upTo(BESIDE_PX)}, (min-width: ${WIDE_BESIDE_PX}px)`,
  /** Where each drawing sits beside the heading, on the first screen: where it is preloaded. */
  besideHeading: {
    tall: `(min-width: ${BESIDE_PX}px) and ${upTo(WIDE_BESIDE_PX)}`,
    wide: `(min-width: ${WIDE_BESIDE_PX}px)`,
  },
  /**
   * How wide the picture's box is, from the hero's layout (components/home/hero.tsx): its widest
   * beside the heading, then half the screen less the gap, and the screen less its padding
   * (24 px from Tailwind's `sm`, 16 px below) when stacked.
   */
  sizes: [
    `(min-width: ${WIDE_BESIDE_PX}px) ${BESIDE_BOX_PX}px`,
    `(min-width: ${BESIDE_PX}px) calc(50vw - 48px)`,
    `(min-width: ${WIDE_STACKED_PX}px) calc(100vw - 48px)`,
    "calc(100vw - 32px)",
  ].join(", "),
} as const;

export type HeroShape = "wide" | "tall";
type HeroFormat = "avif" | "webp";

/** The URL of one rendered width, e.g. "/images/dashboard/production-board-tall-600.avif". */
export function heroSrc(shape: HeroShape, width: number, format: HeroFormat): string {
  return `/${HERO_IMAGE.dir}/${HERO_IMAGE[shape].name}-${width}.${format}`;
}

/** `srcset` for one shape and format, e.g. "/images/dashboard/production-board-640.avif 640w, …". */
export function heroSrcSet(shape: HeroShape, format: HeroFormat): string {
  return HERO_IMAGE[shape].widths.map((w) => `${heroSrc(shape, w, format)} ${w}w`).join(", ");
}
