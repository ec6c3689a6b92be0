import { useId } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { PricingContent } from "#app/core/content/index.ts";
import type { Billing } from "#app/core/pricing/index.ts";
import { BillingSwitch } from "./billing-switch.tsx";
import { EstimateSummary } from "./estimate-summary.tsx";
import { AddOnField, PlanAndUsers } from "./estimator-inputs.tsx";
import { useEstimate } from "./use-estimate.ts";

/**
 * "What will it cost me": a plan, a team size, add-ons and a billing period give the monthly and
 * yearly totals and the annual saving, to the cent (core/pricing does the arithmetic). The
 * billing period is the page's own, so the switch here and the one above the plans agree.
 */
export function CostEstimator({
  pricing,
  billing,
  onBillingChange,
  contactPath,
  getStartedPath,
}: {
  pricing: PricingContent;
  billing: Billing;
  onBillingChange: (billing: Billing) => void;
  contactPath: string;
  getStartedPath: string;
}) {
  const t = useLocalize();
  const id = useId();
  const labels = pricing.labels.estimator;
  const state = useEstimate(pricing, billing);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-20 rounded-2xl border border-slate-200 p-6 sm:p-8 dark:border-slate-800"
    >
      <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t(labels.heading)}
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t(labels.intro)}</p>
      <form className="mt-6 grid gap-6 md:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <div className="space-y-5">
          <PlanAndUsers id={id} pricing={pricing} state={state} />
          {pricing.addOns.map((addOn) => (
            <AddOnField key={addOn.id} id={id} addOn={addOn} labels={labels} state={state} />
          ))}
          <BillingSwitch billing={billing} onChange={onBillingChange} labels={pricing.labels.billing} />
        </div>
        <output
          htmlFor={`${id}-plan ${id}-users`}
          aria-live="polite"
          className="block self-start rounded-xl bg-slate-50 p-6 dark:bg-ink-900"
        >
          <EstimateSummary
            state={state}
            billing={billing}
            money={pricing.money}
            labels={labels}
            contactPath={contactPath}
            getStartedPath={getStartedPath}
            planFieldId={`${id}-plan`}
          />
        </output>
      </form>
    </section>
  );
}
