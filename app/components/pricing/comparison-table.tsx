import { useId, useState } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { PricingContent } from "#app/core/content/index.ts";
import { Prerendered } from "#app/components/ui/prerendered.tsx";
import type { ModuleLink } from "./plan-cards.tsx";

/**
 * Every module and feature of each plan: a real table, its header row sticky under the site's
 * header while it scrolls, its rows grouped by area of the shop. On a phone it shows one plan at a
 * time (a switch above it picks which), so the page never scrolls sideways; without scripts, the
 * phone shows the most popular plan's column.
 *
 * The plan shown is the table's `data-shown-column`, which the stylesheet reads (`.plan-columns`,
 * app.css), so the rows never change once they have arrived: hydrating adopts them as they are
 * (ui/prerendered.tsx), the largest part of the page.
 */
export function ComparisonTable({
  pricing,
  modules,
}: {
  pricing: PricingContent;
  /** Module titles and paths, by slug. */
  modules: Record<string, ModuleLink>;
}) {
  const t = useLocalize();
  const { plans, comparison, labels } = pricing;
  const [shown, setShown] = useState((plans.find((p) => p.highlighted) ?? plans[0]!).id);
  const switchName = useId();
  const headingId = useId();
  // The first column names the row; the plans' columns follow in order.
  const shownColumn = plans.findIndex((plan) => plan.id === shown) + 2;

  return (
    <section aria-labelledby={headingId} className="render-when-near mt-20">
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t(labels.compare.heading)}
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t(labels.compare.intro)}</p>
      <fieldset className="mt-6 md:hidden">
        <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
          {t(labels.compare.showPlan)}
        </legend>
        <div className="flex rounded-lg border border-slate-300 p-1 dark:border-slate-700">
          {plans.map((plan) => (
            <label
              key={plan.id}
              className="flex-1 cursor-pointer rounded-md px-2 py-2 text-center text-sm font-medium text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-accent-800 dark:text-slate-200 dark:has-focus-visible:outline-accent-500"
            >
              <input
                type="radio"
                name={switchName}
                value={plan.id}
                checked={plan.id === shown}
                onChange={() => setShown(plan.id)}
                className="sr-only"
              />
              {t(plan.name)}
            </label>
          ))}
        </div>
      </fieldset>
      <table
        data-shown-column={shownColumn}
        className="plan-columns mt-6 w-full border-separate border-spacing-0 text-left text-sm"
      >
        <caption className="sr-only">{t(labels.compare.heading)}</caption>
        <thead className="sticky top-14 z-10 bg-white dark:bg-ink-950">
          <tr>
            <th
              scope="col"
              className="border-b border-slate-300 py-3 pr-4 font-semibold dark:border-slate-700"
            >
              {t(labels.compare.feature)}
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className="border-b border-slate-300 px-3 py-3 text-center font-semibold text-slate-900 dark:border-slate-700 dark:text-white"
              >
                {t(plan.name)}
              </th>
            ))}
          </tr>
        </thead>
        {comparison.map((group) => (
          <Prerendered as="tbody" key={group.group}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={plans.length + 1}
                className="bg-slate-50 px-2 pt-6 pb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-ink-900 dark:text-slate-300"
              >
                {t(group.group)}
              </th>
            </tr>
            {group.rows.map((row) => {
              const module = "module" in row ? modules[row.module] : undefined;
              const name = "feature" in row ? row.feature : (module?.title ?? "");
              return (
                <tr key={name}>
                  <th
                    scope="row"
                    className="border-b border-slate-200 py-3 pr-4 font-normal text-slate-700 dark:border-slate-800 dark:text-slate-300"
                  >
                    {module ? (
                      <a href={module.path} className="text-brand-700 underline dark:text-brand-400">
                        {t(module.title)}
                      </a>
                    ) : (
                      t(name)
                    )}
                  </th>
                  {plans.map((plan) => (
                    <td
                      key={plan.id}
                      className="border-b border-slate-200 px-3 py-3 text-center dark:border-slate-800"
                    >
                      <Cell value={row.values[plan.id]} labels={labels.compare} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </Prerendered>
        ))}
      </table>
    </section>
  );
}

function Cell({
  value,
  labels,
}: {
  value: string | boolean | undefined;
  labels: PricingContent["labels"]["compare"];
}) {
  const t = useLocalize();
  if (typeof value === "string") return <span className="text-slate-900 dark:text-white">{t(value)}</span>;
  return value ? (
    <>
      <span aria-hidden="true" className="font-bold text-green-700 dark:text-green-400">
        ✓
      </span>
      <span className="sr-only">{t(labels.included)}</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
        –
      </span>
      <span className="sr-only">{t(labels.notIncluded)}</span>
    </>
  );
}
