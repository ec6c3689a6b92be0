import { delay } from "motion";

/** How long before the moment motion's frame-synced delay takes over from the browser's timer. */
const FRAME_SYNC_LEAD_MS = 100;

/**
 * Calls `callback` on the first animation frame at or after `seconds` from now; returns a cancel.
 *
 * motion's `delay` lands a callback on a frame, and a hidden tab (no frames) holds it back. But it
 * checks the time on every frame of its wait, so a wait of seconds kept the page's frame loop
 * running: on the home page, with the workflow and the conveyor each waiting, that was 60 wake-ups
 * a second and most of its main-thread time after loading. So the browser's timer sleeps through
 * all but the last 100 ms, and motion's `delay` times the rest, to the frame.
 *
 * Part of ./motion-parts.ts's chunk, loaded after hydration with the rest of motion.
 */
export function frameDelay(callback: () => void, seconds: number): () => void {
  const due = performance.now() + seconds * 1000;
  let cancelDelay: (() => void) | undefined;
  const timer = setTimeout(
    () => {
      cancelDelay = delay(callback, Math.max(0, due - performance.now()) / 1000);
    },
    Math.max(0, seconds * 1000 - FRAME_SYNC_LEAD_MS),
  );
  return () => {
    clearTimeout(timer);
    cancelDelay?.();
  };
}
