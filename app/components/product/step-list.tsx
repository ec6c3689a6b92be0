import { useLocalize } from "#app/components/layout/locale-context.tsx";

/** "How it works": numbered steps, in order; the numbers are the list's own, drawn larger. */
export function StepList({ steps }: { steps: { title: string; text: string }[] }) {
  const t = useLocalize();
  return (
    <ol className="grid gap-5 md:grid-cols-2">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4">
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
