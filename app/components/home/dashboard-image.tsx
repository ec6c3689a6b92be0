import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { HERO_IMAGE, heroSrc, heroSrcSet } from "#app/core/media/index.ts";

/**
 * The product dashboard: AVIF or WebP at the width the screen needs, drawn in the shape of its
 * box (core/media/hero-image.ts): the wide board where the box is wide, the tall one elsewhere.
 * Its frame takes the shown drawing's proportions (at least 400 px tall) from the first paint, so
 * the picture fills it, and nothing moves when it arrives. A placeholder with a spinner shows
 * until it has loaded, then the picture fades in. Without JavaScript the picture simply shows (the
 * hiding rules need `html.js`).
 *
 * Its priority depends on the screen. From 768 px the picture sits beside the heading and is the
 * largest thing on the first screen, so a preload in <head> asks for it first (the drawing of that
 * width's shape). On a phone it comes after the heading, the text and the buttons, below the first
 * screen, so it waits behind what the first paint needs (the preloads' `media` leave it out there,
 * and the `<img>` itself asks low).
 */
export function DashboardImage({ alt, loadingLabel }: { alt: string; loadingLabel: string }) {
  const [loaded, setLoaded] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The picture may have finished before React hydrated and attached onLoad.
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  for (const shape of ["wide", "tall"] as const)
    preload(heroSrc(shape, HERO_IMAGE[shape].widths[0], "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: heroSrcSet(shape, "avif"),
      imageSizes: HERO_IMAGE.sizes,
      media: HERO_IMAGE.besideHeading[shape],
      fetchPriority: "high",
    });
  return (
    // .hero-frame takes the shown drawing's aspect ratio, at least HERO_IMAGE_PLACEHOLDER_PX tall (app.css).
    <div
      data-loaded={loaded || undefined}
      className="hero-frame relative w-full overflow-hidden rounded-2xl border border-slate-700/60 bg-ink-900 shadow-2xl shadow-slate-900/25 dark:shadow-black/40"
    >
      <picture>
        <source
          media={HERO_IMAGE.wideMedia}
          type="image/avif"
          srcSet={heroSrcSet("wide", "avif")}
          sizes={HERO_IMAGE.sizes}
        />
        <source
          media={HERO_IMAGE.wideMedia}
          type="image/webp"
          srcSet={heroSrcSet("wide", "webp")}
          sizes={HERO_IMAGE.sizes}
        />
        <source type="image/avif" srcSet={heroSrcSet("tall", "avif")} sizes={HERO_IMAGE.sizes} />
        <source type="image/webp" srcSet={heroSrcSet("tall", "webp")} sizes={HERO_IMAGE.sizes} />
        <img
          ref={imageRef}
          src={heroSrc("tall", HERO_IMAGE.tall.widths[1], "webp")}
          width={HERO_IMAGE.tall.width}
          height={HERO_IMAGE.tall.height}
          alt={alt}
          fetchPriority="low"
          onLoad={() => setLoaded(true)}
          className="hero-image absolute inset-0 size-full object-contain"
        />
      </picture>
      <div
        className="hero-placeholder absolute inset-0 flex items-center justify-center"
        aria-hidden={loaded}
      >
        <span className="size-10 animate-spin rounded-full border-4 border-white/15 border-t-brand-500" />
        <span className="sr-only">{loadingLabel}</span>
      </div>
    </div>
  );
}
