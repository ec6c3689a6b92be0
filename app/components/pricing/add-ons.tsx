import { useId } from "react";
import { useLocale, useLocalize } from "#app/components/layout/locale-context.tsx";
import type { PricingContent } from "#app/core/content/index.ts";
import { formatMoney, toCents } from "#app/core/pricing/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { listOf } from "#app/core/text/index.ts";

/** The add-ons with their monthly prices and the plans that offer them. */
export function AddOns({ pricing }: { pricing: PricingContent }) {
  const t = useLocalize();
  const { locale } = useLocale();
  const headingId = useId();
  const { labels, money } = pricing;
  const planName = (id: string) => t(pricing.plans.find((p) => p.id === id)?.name ?? id);
  const grid = balancedGrid(pricing.addOns.length, 3);
  return (
    <section aria-labelledby={headingId} className="mt-20">
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t(labels.addOns.heading)}
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t(labels.addOns.intro)}</p>
      <ul className={`mt-6 grid gap-6 ${grid.columns}`}>
        {pricing.addOns.map((addOn, i) => (
          <li
            key={addOn.id}
            className={`rounded-xl border border-slate-200 p-6 dark:border-slate-800 ${grid.item(i)}`}
          >
            <h3 className="font-semibold text-slate-900 dark:text-white">{t(addOn.name)}</h3>
            <p className="mt-2 text-lg font-bold text-slate-900 dark:text-white">
              {fillTemplate(t(labels.addOns.price), {
                price: formatMoney(toCents(addOn.price), money),
                unit: t(addOn.unit),
              })}
            </p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(addOn.description)}</p>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              {fillTemplate(t(labels.addOns.availableOn), {
                plans: listOf(addOn.plans.map(planName), locale),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
