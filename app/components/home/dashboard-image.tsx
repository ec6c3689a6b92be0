import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { HERO_IMAGE, heroSrc, heroSrcSet } from "#app/core/media/index.ts";

/** Where the hero's two columns stand side by side, the picture on the first screen. */
const BESIDE_HEADING = "(min-width: 768px)";

/**
 * The product dashboard: AVIF or WebP at the width the screen needs. Its frame keeps the picture's
 * proportions (at least 400 px tall) from the first paint, so nothing moves when it arrives; where
 * the column is too narrow for 400 px at those proportions (phones), the whole picture shows,
 * centred in the frame, rather than a crop that cuts off its right half. A
 * placeholder with a spinner shows until it has loaded, then the picture fades in. Without
 * JavaScript the picture simply shows (the hiding rules need `html.js`).
 *
 * Its priority depends on the screen. From 768 px the picture sits beside the heading and is the
 * largest thing on the first screen, so a preload in <head> asks for it first. On a phone it comes
 * after the heading, the text and the buttons, below the first screen, so it waits behind what the
 * first paint needs (the preload's `media` leaves it out there, and the `<img>` itself asks low).
 */
export function DashboardImage({ alt, loadingLabel }: { alt: string; loadingLabel: string }) {
  const [loaded, setLoaded] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The picture may have finished before React hydrated and attached onLoad.
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  const sizes = `${BESIDE_HEADING} 50vw, 100vw`;
  preload(heroSrc(HERO_IMAGE.widths[1], "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: heroSrcSet("avif"),
    imageSizes: sizes,
    media: BESIDE_HEADING,
    fetchPriority: "high",
  });
  return (
    // .hero-frame keeps the picture's aspect ratio, at least HERO_IMAGE_PLACEHOLDER_PX tall (app.css).
    <div
      data-loaded={loaded || undefined}
      className="hero-frame relative w-full overflow-hidden rounded-2xl border border-slate-700/60 bg-ink-900 shadow-2xl shadow-slate-900/25 dark:shadow-black/40"
    >
      <picture>
        <source type="image/avif" srcSet={heroSrcSet("avif")} sizes={sizes} />
        <source type="image/webp" srcSet={heroSrcSet("webp")} sizes={sizes} />
        <img
          ref={imageRef}
          src={heroSrc(HERO_IMAGE.widths[1], "webp")}
          width={HERO_IMAGE.width}
          height={HERO_IMAGE.height}
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
