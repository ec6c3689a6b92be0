import { useLocalize } from "#app/components/layout/locale-context.tsx";

/** A module's benefits: three titled points side by side. */
export function PointGrid({ points }: { points: { title: string; text: string }[] }) {
  const t = useLocalize();
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {points.map((point) => (
        <li
          key={point.title}
          className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-ink-900"
        >
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t(point.title)}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(point.text)}</p>
        </li>
      ))}
    </ul>
  );
}
