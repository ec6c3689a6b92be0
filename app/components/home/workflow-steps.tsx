import { prefersReducedMotion } from "#app/components/ui/motion-preference.ts";
import { useEffect, useState } from "react";
import type { HomeContent } from "#app/core/content/index.ts";
import { WORKFLOW_CYCLE_MS, WORKFLOW_POSITIONS } from "#app/core/spec/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { withMotion } from "#app/components/ui/load-motion.ts";

/**
 * The four steps, with a highlight that walks through 5 positions, one every 5 s: each step in
 * turn (aria-current="step"), then all four done, then round again. It holds still under reduced
 * motion and while the pointer or focus is on the list, so nobody reads a moving target.
 *
 * `motion`'s frame-synced `delay` times the walk (through ../ui/frame-delay.ts, which sleeps until
 * just before each step), so a hidden tab (no frames) leaves it where it was. Each step is timed
 * from when the walk (re)started, not from the previous step, so the frame a step waits for never
 * adds up: step n lands on the first frame at or after n × 5 s.
 */
export function WorkflowSteps({ steps }: { steps: HomeContent["workflow"]["steps"] }) {
  const t = useLocalize();
  const [position, setPosition] = useState(0);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held || prefersReducedMotion()) return;
    const start = performance.now();
    let stepsTaken = 0;
    return withMotion(({ frameDelay }) => {
      let cancel: () => void;
      const next = () => {
        const due = start + (stepsTaken + 1) * WORKFLOW_CYCLE_MS;
        cancel = frameDelay(
          () => {
            stepsTaken += 1;
            setPosition((p) => (p + 1) % WORKFLOW_POSITIONS);
            next();
          },
          Math.max(0, due - performance.now()) / 1000,
        );
      };
      next();
      return () => cancel();
    });
  }, [held]);
  const allDone = position === steps.length;
  return (
    <ol
      className="mt-10 grid gap-6 md:grid-cols-4"
      data-workflow-position={position}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {steps.map((step, i) => {
        const current = position === i;
        const done = allDone || i < position;
        return (
          <li
            key={step.title}
            aria-current={current ? "step" : undefined}
            data-done={done || undefined}
            className={`rounded-xl border p-6 transition-colors duration-500 ${
              current
                ? "border-brand-500 bg-brand-500/10 shadow-lg shadow-brand-500/10"
                : done
                  ? "border-emerald-500/50"
                  : "border-slate-200 dark:border-slate-800"
            }`}
          >
            <span className="flex items-center justify-between">
              <span className="text-sm font-bold text-accent-800 dark:text-accent-500">
                {String(i + 1).padStart(2, "0")}
              </span>
              <Icon
                name={done ? "check-circle" : step.icon}
                className={`size-6 ${done ? "text-emerald-500" : "text-brand-500"}`}
              />
            </span>
            <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{t(step.title)}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(step.description)}</p>
          </li>
        );
      })}
    </ol>
  );
}
