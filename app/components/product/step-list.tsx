import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";

/** "How it works": numbered steps, in order; the numbers are the list's own, drawn larger. */
export function StepList({ steps }: { steps: { title: string; text: string }[] }) {
  const t = useLocalize();
  const grid = balancedGrid(steps.length, 2);
  return (
    <ol className={`grid gap-5 ${grid.columns}`}>
      {steps.map((step, i) => (
        <li key={step.title} className={`flex gap-4 ${grid.item(i)}`}>
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900 dark:text-white">{t(step.title)}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(step.text)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
