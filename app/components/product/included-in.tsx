import type { PlanInclusion } from "#app/core/pricing/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";

/** "Included in": the plans that include a module or integration, from the pricing table. */
export function IncludedIn({
  inclusion,
  label,
  compare,
}: {
  inclusion: PlanInclusion;
  label: string;
  compare: { label: string; href: string };
}) {
  const t = useLocalize();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span className="font-medium text-slate-700 dark:text-slate-300">
        {t(label)}
        {inclusion.feature && <span className="sr-only"> ({t(inclusion.feature)})</span>}
      </span>
      <ul className="flex flex-wrap gap-2">
        {inclusion.plans.map((plan) => (
          <li
            key={plan.id}
            className="rounded-full border border-brand-300 bg-brand-50 px-3 py-1 font-semibold text-brand-800 dark:border-brand-500/40 dark:bg-brand-500/15 dark:text-brand-200"
          >
            {plan.name}
            {plan.detail && <span className="font-normal"> · {t(plan.detail)}</span>}
          </li>
        ))}
      </ul>
      <a
        href={compare.href}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
      >
        {t(compare.label)}
      </a>
    </div>
  );
}
