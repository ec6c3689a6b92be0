import { prefersReducedMotion } from "~/components/ui/motion-preference";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { maxBoxesOnBelt, nextSpawnDelay, travelTime } from "~/components/home/conveyor-timing";
import { CONVEYOR, MOBILE_MEDIA_QUERY } from "~/core/spec/constants";
import { useLocalize } from "../layout/locale-context";

type Box = { id: number; label: string; travelMs: number };

/**
 * Where the still belt's boxes stand (reduced motion, no script, or before the first spawn): by
 * class, because a style attribute in the prerendered page would need the CSP's 'unsafe-inline'.
 */
const STATIC_BOX_PLACES = ["left-[4%]", "left-[29%]", "left-[54%]", "left-[79%]"];

/**
 * The PRODUCTION belt: garment boxes ride across, a new one every 2-3.5 s (phones 1.8-3 s), each
 * crossing in 7-10 s (phones 5-7 s). Spawning runs only while the belt is on screen and the tab
 * is visible, and the belt never holds more boxes than can be on it, so nothing piles up.
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
  const [moving, setMoving] = useState<Box[] | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timing = window.matchMedia(MOBILE_MEDIA_QUERY).matches ? CONVEYOR.mobile : CONVEYOR.desktop;
    const limit = maxBoxesOnBelt(timing);
    let onScreen = false;
    let timer: number | undefined;
    let next = 0;
    const spawn = () => {
      const box = { id: next, label: boxes[next % boxes.length]!, travelMs: travelTime(timing, Math.random) };
      next += 1;
      setMoving((list) => [...(list ?? []), box].slice(-limit));
      timer = window.setTimeout(spawn, nextSpawnDelay(timing, Math.random));
    };
    const startOrStop = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (onScreen && document.visibilityState === "visible") {
        // The first box enters at once, so the belt is never empty when it comes into view.
        if (next === 0) spawn();
        else timer = window.setTimeout(spawn, nextSpawnDelay(timing, Math.random));
      }
    };
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      startOrStop();
    });
    observer.observe(beltRef.current!);
    document.addEventListener("visibilitychange", startOrStop);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", startOrStop);
      window.clearTimeout(timer);
    };
  }, [boxes]);

  const arrived = (id: number) => setMoving((list) => list && list.filter((box) => box.id !== id));
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
            : moving.map((box) => (
                <span
                  key={box.id}
                  data-conveyor-box={box.id}
                  className="conveyor-box conveyor-moving absolute top-2 left-0"
                  // Set by the script after hydration (CSSOM), which the CSP allows.
                  style={{ animationDuration: `${box.travelMs}ms` }}
                  onAnimationEnd={() => arrived(box.id)}
                >
                  {t(box.label)}
                </span>
              ))}
        </div>
        {finished && <div className="hidden shrink-0 sm:block">{finished}</div>}
      </div>
    </div>
  );
}
