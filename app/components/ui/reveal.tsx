import { useEffect, useRef, type ElementType, type ReactNode } from "react";
import { REVEAL_STAGGER_LIMIT, REVEAL_STAGGER_MS, REVEAL_VIEWPORT_FRACTION } from "#app/core/spec/index.ts";
import { withMotion } from "./load-motion.ts";
import { Prerendered } from "./prerendered.tsx";

/** The viewport shrunk from below, so "in view" means the top has come within 85 % of its height. */
const REVEAL_MARGIN = `0px 0px ${-Math.round((1 - REVEAL_VIEWPORT_FRACTION) * 100)}% 0px` as const;

/**
 * Scroll reveal: the element gains `data-revealed` once its top is within 85 % of the viewport
 * height (motion's `inView`), and its first 10 children ease in 50 ms apart (CSS transitions,
 * which finish on their own and need no frame loop). Content is never hidden without
 * JavaScript: only `html.js` (set by the head script) hides what is not yet revealed, and reduced
 * motion shows everything at once (app.css).
 */
export function Reveal({
  as: Tag = "div",
  className,
  prerendered = false,
  children,
}: {
  as?: ElementType;
  className?: string;
  /** The children never change once they have arrived: hydrating adopts them (ui/prerendered.tsx). */
  prerendered?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current!;
    const reveal = () => {
      // Staggered here, as the group comes in, rather than while the page hydrates: the delays
      // and the state change land in the same style pass, so each item starts at its own delay.
      [...element.children].slice(0, REVEAL_STAGGER_LIMIT).forEach((child, i) => {
        (child as HTMLElement).style.transitionDelay = `${i * REVEAL_STAGGER_MS}ms`;
      });
      element.dataset.revealed = "";
    };
    // motion's inView watches the element (once: the callback returns nothing, so it stops there).
    return withMotion(({ inView }) => inView(element, reveal, { margin: REVEAL_MARGIN }), reveal);
  }, []);
  return prerendered ? (
    <Prerendered as={Tag} ref={ref} data-reveal="" className={className}>
      {children}
    </Prerendered>
  ) : (
    <Tag ref={ref} data-reveal="" className={className}>
      {children}
    </Tag>
  );
}
