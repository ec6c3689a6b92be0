import { prefersReducedMotion } from "#app/components/ui/motion-preference.ts";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { maxBoxesOnBelt, nextSpawnDelay, travelTime } from "./conveyor-timing.ts";
import { CONVEYOR, MOBILE_MEDIA_QUERY } from "#app/core/spec/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { withMotion } from "#app/components/ui/load-motion.ts";
import type * as MotionParts from "#app/components/ui/motion-parts.ts";

type Box = { id: number; label: string; travelMs: number };

/**
 * Where the still belt's boxes stand (reduced motion, no script, or before the first spawn): by
 * class, because a style attribute in the prerendered page would need the CSP's 'unsafe-inline'.
 */
const STATIC_BOX_PLACES = ["left-[4%]", "left-[29%]", "left-[54%]", "left-[79%]"];

/**
 * The PRODUCTION belt: garment boxes ride across, a new one every 2-3.5 s (phones 1.8-3 s), each
 * crossing in 7-10 s (phones 5-7 s). Spawning runs only while the belt is on screen and the tab
 * is visible, and the belt never holds more boxes than can be on it, so nothing piles up. motion
 * times it all: `inView` for the belt, `delay` for the spawns (through ../ui/frame-delay.ts),
 * `animate` (WAAPI) for each ride.
 * With reduced motion the belt is a still picture. `finished` stands at the belt's end (the box
 * becoming a finished order), on screens wide enough for it.
 */
export function Conveyor({
  label,
  boxes,
  finished,
}: {
  label: string;
  boxes: string[];
  finished?: ReactNode;
}) {
  const t = useLocalize();
  const beltRef = useRef<HTMLDivElement>(null);
  // The moving boxes, with the motion parts that move them; null while the belt stands still.
  const [moving, setMoving] = useState<{ motion: typeof MotionParts; boxes: Box[] } | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timing = window.matchMedia(MOBILE_MEDIA_QUERY).matches ? CONVEYOR.mobile : CONVEYOR.desktop;
    const limit = maxBoxesOnBelt(timing);
    return withMotion((motion) => {
      let onScreen = false;
      let cancelSpawn: (() => void) | undefined;
      let next = 0;
      // motion's delay counts in animation frames, so a hidden tab (no frames) spawns nothing.
      const later = () => {
        cancelSpawn = motion.frameDelay(spawn, nextSpawnDelay(timing, Math.random) / 1000);
      };
      const spawn = () => {
        const box = {
          id: next,
          label: boxes[next % boxes.length]!,
          travelMs: travelTime(timing, Math.random),
        };
        next += 1;
        setMoving((belt) => ({ motion, boxes: [...(belt?.boxes ?? []), box].slice(-limit) }));
        later();
      };
      const startOrStop = () => {
        cancelSpawn?.();
        cancelSpawn = undefined;
        if (onScreen && document.visibilityState === "visible") {
          // The first box enters at once, so the belt is never empty when it comes into view.
          if (next === 0) spawn();
          else later();
        }
      };
      const stopWatching = motion.inView(beltRef.current!, () => {
        onScreen = true;
        startOrStop();
        return () => {
          onScreen = false;
          startOrStop();
        };
      });
      document.addEventListener("visibilitychange", startOrStop);
      return () => {
        stopWatching();
        document.removeEventListener("visibilitychange", startOrStop);
        cancelSpawn?.();
      };
    });
  }, [boxes]);

  const arrived = useCallback(
    (id: number) =>
      setMoving((belt) => belt && { ...belt, boxes: belt.boxes.filter((box) => box.id !== id) }),
    [],
  );
  return (
    <div
      // A picture of work moving, not words to find: the site search leaves it out.
      data-pagefind-ignore="all"
      className="border-y border-slate-200 bg-slate-100 text-slate-900 dark:border-slate-800 dark:bg-ink-900 dark:text-white"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-4 sm:px-6">
        <p className="shrink-0 text-xs font-bold tracking-[0.4em] text-accent-800 dark:text-accent-400">
          {t(label)}
        </p>
        <div
          ref={beltRef}
          data-conveyor-belt=""
          className="conveyor-belt relative h-12 flex-1 overflow-hidden rounded-lg bg-white dark:bg-ink-950"
          aria-hidden="true"
        >
          {moving === null
            ? boxes.slice(0, STATIC_BOX_PLACES.length).map((box, i) => (
                <span key={box} className={`conveyor-box absolute top-2 ${STATIC_BOX_PLACES[i]}`}>
                  {t(box)}
                </span>
              ))
            : moving.boxes.map((box) => (
                <MovingBox key={box.id} box={box} motion={moving.motion} onArrived={arrived}>
                  {t(box.label)}
                </MovingBox>
              ))}
        </div>
        {finished && <div className="hidden shrink-0 sm:block">{finished}</div>}
      </div>
    </div>
  );
}

/** One box riding from just before the belt's start to past its end (100cqw: the belt is a size container). */
function MovingBox({
  box,
  motion,
  onArrived,
  children,
}: {
  box: Box;
  motion: typeof MotionParts;
  onArrived: (id: number) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const ride = motion.animate(
      ref.current!,
      { transform: ["translateX(-100%)", "translateX(100cqw)"] },
      { duration: box.travelMs / 1000, ease: "linear" },
    );
    let stopped = false;
    void ride.finished.then(() => !stopped && onArrived(box.id));
    return () => {
      stopped = true;
      ride.stop();
    };
  }, [box, motion, onArrived]);
  return (
    <span ref={ref} data-conveyor-box={box.id} className="conveyor-box conveyor-moving absolute top-2 left-0">
      {children}
    </span>
  );
}
