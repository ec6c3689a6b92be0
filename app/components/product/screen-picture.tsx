import { useRouteLoaderData } from "react-router";
import { SCREEN_IMAGE, screenSrc, screenSrcSet } from "#app/core/media/index.ts";
import type { ShellData } from "#app/server/shell.server.ts";

/**
 * A module's screen: AVIF or WebP at the width its slot needs (`sizes` must describe the slot, so
 * no file is much wider than it is shown), with its intrinsic size set so nothing moves when it
 * arrives. In a hero it loads first; anywhere else it waits until it is near the viewport. The
 * screen is the domain's market's own drawing: its money and places, whichever spelling is read.
 */
export function ScreenPicture({
  slug,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  slug: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const market = (useRouteLoaderData("root") as ShellData).domain;
  return (
    <picture>
      <source type="image/avif" srcSet={screenSrcSet(market, slug, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={screenSrcSet(market, slug, "webp")} sizes={sizes} />
      <img
        src={screenSrc(market, slug, SCREEN_IMAGE.fallbackWidth, "webp")}
        width={SCREEN_IMAGE.width}
        height={SCREEN_IMAGE.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={`block h-auto w-full rounded-xl border border-slate-200 bg-ink-900 dark:border-slate-700 ${className}`}
      />
    </picture>
  );
}
