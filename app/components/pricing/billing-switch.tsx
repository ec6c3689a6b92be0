import { useId } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { BILLING_PERIODS, type Billing } from "#app/core/pricing/index.ts";
import type { PricingContent } from "#app/core/content/index.ts";

/** Monthly or annual: a pair of radio buttons drawn as one switch; annual names its saving. */
export function BillingSwitch({
  billing,
  onChange,
  labels,
  className = "",
}: {
  billing: Billing;
  onChange: (billing: Billing) => void;
  labels: PricingContent["labels"]["billing"];
  className?: string;
}) {
  const t = useLocalize();
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {t(labels.legend)}
      </legend>
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-ink-900">
        {BILLING_PERIODS.map((period) => (
          <label
            key={period}
            className="relative cursor-pointer rounded-full px-4 py-2 text-sm font-medium text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-800 dark:text-slate-200 dark:has-focus-visible:outline-accent-500"
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={billing === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(labels[period])}
            {period === "annual" && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t(labels.annualSaving)}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
