import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";

/** A module's benefits: titled points side by side, in full rows (components/ui/balanced-grid.ts). */
export function PointGrid({ points }: { points: { title: string; text: string }[] }) {
  const t = useLocalize();
  const grid = balancedGrid(points.length, 3);
  return (
    <ul className={`grid gap-5 ${grid.columns}`}>
      {points.map((point, i) => (
        <li
          key={point.title}
          className={`rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-ink-900 ${grid.item(i)}`}
        >
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t(point.title)}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(point.text)}</p>
        </li>
      ))}
    </ul>
  );
}
