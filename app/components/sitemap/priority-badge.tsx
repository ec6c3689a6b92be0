import type { PriorityLevel } from "./sitemap-data.ts";

/** The level as a word (its colour, in app.css, only repeats it), with the exact value on hover. */
export function PriorityBadge({
  level,
  label,
  priority,
}: {
  level: PriorityLevel;
  label: string;
  priority: number;
}) {
  return (
    <span title={priority.toFixed(1)} data-level={level} className="priority-badge">
      {label}
    </span>
  );
}
