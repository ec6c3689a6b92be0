import { prefersReducedMotion } from "#app/components/ui/motion-preference.ts";
import { useEffect, useRef } from "react";
import { PARALLAX_STEP_PX } from "#app/core/spec/index.ts";
import { withMotion } from "#app/components/ui/load-motion.ts";

/**
 * Decorative glows behind the hero, in the brand's blue only: no outlines (they read as stray
 * marks beside the text and the dashboard) and no amber (an orange smudge under the text). The
 * large one stays off small screens, where the text fills the hero's width.
 */
const SHAPES = [
  "left-[6%] top-[14%] size-40 rounded-full bg-brand-600/25 blur-2xl",
  "right-[24%] bottom-[18%] size-32 rounded-full bg-brand-500/15 blur-2xl",
  "right-[4%] bottom-[6%] size-56 rounded-full bg-brand-500/15 blur-3xl hidden md:block",
];

/**
 * Shapes that drift with the pointer: shape i moves (i + 1) × 5 px times the pointer's offset from
 * the viewport centre (-1 at one edge, 1 at the other), written in motion's frame loop. Off for
 * reduced motion and touch screens.
 */
export function ParallaxShapes() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    return withMotion(({ frame, cancelFrame }) => {
      let pointer = { x: 0, y: 0 };
      // Written in motion's render step: one write per frame however many events arrive.
      const place = () => {
        const dx = (pointer.x - window.innerWidth / 2) / (window.innerWidth / 2);
        const dy = (pointer.y - window.innerHeight / 2) / (window.innerHeight / 2);
        [...ref.current!.children].forEach((shape, i) => {
          const step = (i + 1) * PARALLAX_STEP_PX;
          (shape as HTMLElement).style.translate = `${(dx * step).toFixed(2)}px ${(dy * step).toFixed(2)}px`;
        });
      };
      const onMove = (event: PointerEvent) => {
        if (event.pointerType !== "mouse") return; // fingers and pens do not drive the shapes
        pointer = { x: event.clientX, y: event.clientY };
        frame.render(place);
      };
      window.addEventListener("pointermove", onMove, { passive: true });
      return () => {
        window.removeEventListener("pointermove", onMove);
        cancelFrame(place);
      };
    });
  }, []);
  return (
    <div ref={ref} aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {SHAPES.map((shape) => (
        <span key={shape} data-parallax-shape="" className={`absolute ${shape}`} />
      ))}
    </div>
  );
}
