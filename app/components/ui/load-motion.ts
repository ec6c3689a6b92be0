import type * as MotionParts from "./motion-parts.ts";
import { loadOnce } from "./on-demand.tsx";

/** Shared by every animation; a failed download is retried by the next one that asks. */
const motionParts = loadOnce(() => import("./motion-parts.ts"));

type Cleanup = () => void;

/**
 * Runs `run` with motion's parts once their chunk has loaded (call it from an effect, so after
 * hydration); returns the cleanup for the effect, which also cancels a run that has not started.
 * When the chunk cannot load (offline, a deploy in between), `unavailable` puts the page in its
 * finished, still state instead, so nothing stays hidden waiting for an animation.
 */
export function withMotion(
  run: (motion: typeof MotionParts) => Cleanup | void,
  unavailable?: () => void,
): Cleanup {
  let cancelled = false;
  let cleanup: Cleanup | void;
  motionParts.load().then(
    (motion) => {
      if (!cancelled) cleanup = run(motion);
    },
    (error: unknown) => {
      console.warn("Animations did not load; showing the page still", error);
      if (!cancelled) unavailable?.();
    },
  );
  return () => {
    cancelled = true;
    cleanup?.();
  };
}
