import { useSearchParams } from "react-router";
import { useLocale, useLocalize } from "#app/components/layout/locale-context.tsx";
import { listOf } from "#app/core/text/index.ts";
import { useAfterHydration } from "#app/components/ui/use-after-hydration.ts";
import type { FormsContent } from "#app/core/content/index.ts";
import { addOnUnitsText, billingFrom, trialExtrasFrom } from "#app/core/pricing/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";

export type PriceList = {
  /** The plans /pricing links here with, and the largest team each allows. */
  plans: readonly { id: string; name: string; maxUsers: number }[];
  /** The add-ons the estimator's link may name, with their ranges and plans. */
  addOns: readonly { id: string; name: string; max: number; plans: readonly string[] }[];
};

/**
 * What a visitor brought from /pricing: the plan and billing of a plan's button
 * (?plan=growth&billing=annual), or the estimate's team and add-ons too (&users=12&addOns=…),
 * read after hydration. It is said above the form and sent with the lead as hidden fields, so a
 * post without scripts carries it too. Only what the receiver takes is kept: counts in range,
 * add-ons the plan offers (estimateProblems).
 */
export function ChosenPlan({ copy, priceList }: { copy: FormsContent["getStarted"]; priceList: PriceList }) {
  const { locale } = useLocale();
  const t = useLocalize();
  const [query] = useSearchParams();
  const planId = useAfterHydration(query.get("plan"), null);
  const billing = billingFrom(useAfterHydration(query.get("billing"), null));
  const plan = priceList.plans.find(({ id }) => id === planId);
  const extras = trialExtrasFrom(new URLSearchParams(useAfterHydration(query.toString(), "")), priceList);
  const addOnName = (id: string) => priceList.addOns.find((addOn) => addOn.id === id)!.name;
  return (
    <>
      <input type="hidden" name="plan" value={plan?.id ?? ""} />
      <input type="hidden" name="billing" value={plan ? billing : ""} />
      <input type="hidden" name="users" value={plan ? (extras.users ?? "") : ""} />
      <input type="hidden" name="addOns" value={plan ? addOnUnitsText(extras.addOns) : ""} />
      {plan && (
        <p className="rounded-lg bg-brand-50 p-4 text-slate-800 dark:bg-brand-700/20 dark:text-slate-200">
          {fillTemplate(t(copy.chosenPlan), { plan: t(plan.name), billing: t(copy.billingNames[billing]) })}
          {extras.users !== null && (
            <> {fillTemplate(t(copy.chosenUsers), { users: String(extras.users) })}</>
          )}
          {extras.addOns.length > 0 && (
            <>
              {" "}
              {fillTemplate(t(copy.chosenAddOns), {
                addOns: listOf(
                  extras.addOns.map(([id, units]) => `${units} × ${t(addOnName(id))}`),
                  locale,
                ),
              })}
            </>
          )}
        </p>
      )}
    </>
  );
}
