import { useEffect, useRef, useState } from "react";
import { ANIMATED_PAGE_PATHS, ANIMATIONS, type AnimationName } from "#app/core/media/index.ts";
import { onIdle } from "./idle.ts";
import { loadOnce } from "./on-demand.tsx";
import { prefersReducedMotion } from "./motion-preference.ts";

/** How far below the screen an animation starts loading, so it is playing when it scrolls in. */
const LOAD_MARGIN = "200px";

/** The player; if it cannot load, the still stays (reported in the console), and the next box tries again. */
const player = loadOnce(() => import("./play-animation.ts"));

/**
 * The security policy in force is the one of the page the visitor opened first. Only the pages
 * with an animation allow the player's whole chain (its CDN fallback as well as WebAssembly), so
 * after arriving from elsewhere the still stays rather than play with half a fallback.
 */
function policyAllowsPlayer(): boolean {
  const first = performance.getEntriesByType("navigation")[0]?.name ?? location.href;
  return (ANIMATED_PAGE_PATHS as readonly string[]).includes(new URL(first).pathname);
}

/**
 * An illustrated animation in a box of fixed proportions. The still picture is in the box from
 * the first paint (and is all that shows with reduced motion, without scripts, or when the player
 * fails); once the page is idle and the box is near the screen, the player loads and its canvas
 * fades in over the still when the first frame is drawn.
 */
export function AnimationBox({
  name,
  label,
  className = "",
}: {
  name: AnimationName;
  label: string;
  className?: string;
}) {
  const file = ANIMATIONS[name];
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion() || !policyAllowsPlayer()) return;
    let stop: (() => void) | undefined;
    let observer: IntersectionObserver | undefined;
    const cancelIdle = onIdle(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer!.disconnect();
          player.whenLoaded(({ playAnimation }) => {
            if (!observer) return;
            stop = playAnimation({
              canvas: canvasRef.current!,
              src: file.src,
              onFirstFrame: () => setPlaying(true),
              onFailure: () => setPlaying(false),
            });
          });
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(boxRef.current!);
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
      observer = undefined;
      stop?.();
    };
  }, [file.src]);

  const fade = "absolute inset-0 size-full transition-opacity duration-500";
  return (
    <div
      ref={boxRef}
      role="img"
      aria-label={label}
      data-animation={name}
      data-playing={playing || undefined}
      className={`relative ${file.aspect} ${className}`}
    >
      <img
        src={file.still}
        alt=""
        width={file.width}
        height={file.height}
        loading="lazy"
        decoding="async"
        className={`${fade} ${playing ? "opacity-0" : ""}`}
      />
      <canvas ref={canvasRef} aria-hidden="true" className={`${fade} ${playing ? "" : "opacity-0"}`} />
    </div>
  );
}
