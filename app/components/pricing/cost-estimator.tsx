import { useId, useState } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { PricingContent } from "#app/core/content/index.ts";
import { estimate, formatUsd, type Billing } from "#app/core/pricing/index.ts";
import { trialHref } from "#app/core/pricing/index.ts";
import { readCount, type CountProblem } from "#app/core/pricing/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { BillingSwitch } from "./billing-switch.tsx";

const field =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 disabled:opacity-60 dark:border-slate-600 dark:bg-ink-900 dark:text-white";

/**
 * "What will it cost me": a plan, a team size, add-ons and a billing period give the monthly and
 * yearly totals and the annual saving, to the cent (core/pricing/pricing.ts does the arithmetic). The
 * billing period is the page's own, so the switch here and the one above the plans agree.
 * An add-on count outside its range is never counted silently: what is counted instead is said
 * beside the box, and the box shows it once the visitor leaves it. The estimate links to the
 * trial form with the same plan, users, add-ons and billing.
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
  const initialPlan = pricing.plans.find((p) => p.highlighted) ?? pricing.plans[0]!;
  const [planId, setPlanId] = useState(initialPlan.id);
  // Text, not a number: a visitor clearing the box to type a new count sees an empty box.
  const [users, setUsers] = useState(String(initialPlan.includedUsers));
  // What each add-on's box holds, and whether the browser found no number in it.
  const [addOns, setAddOns] = useState<Record<string, { typed: string; badInput: boolean }>>({});
  // Why a box was last corrected when the visitor left it: said until its next change.
  const [corrected, setCorrected] = useState<Record<string, CountProblem>>({});
  const plan = pricing.plans.find((p) => p.id === planId)!;
  const counts = Object.fromEntries(
    pricing.addOns.map((addOn) => {
      const box = addOns[addOn.id] ?? { typed: "0", badInput: false };
      return [addOn.id, readCount(box.typed, { min: 0, max: addOn.max, badInput: box.badInput })];
    }),
  );
  const offeredUnits = Object.fromEntries(
    pricing.addOns
      .filter((addOn) => addOn.plans.includes(plan.id))
      .map((addOn) => [addOn.id, counts[addOn.id]!.count]),
  );
  const usersCount = users.trim() === "" ? 0 : Number(users);
  const typedInto = (addOnId: string, { value, validity }: HTMLInputElement) => {
    setAddOns((boxes) => ({ ...boxes, [addOnId]: { typed: value, badInput: validity.badInput } }));
    setCorrected(({ [addOnId]: _, ...rest }) => rest);
  };
  const result = estimate(pricing.plans, pricing.addOns, pricing.annualMonthsCharged, {
    planId,
    users: usersCount,
    addOns: offeredUnits,
    billing,
  });
  const maxUsers = Math.max(...pricing.plans.map((p) => p.maxUsers));

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
          <div>
            <label htmlFor={`${id}-plan`} className="font-medium text-slate-900 dark:text-white">
              {t(labels.plan)}
            </label>
            <select
              id={`${id}-plan`}
              className={field}
              value={planId}
              onChange={(e) => setPlanId(e.target.value)}
            >
              {pricing.plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(p.name)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-users`} className="font-medium text-slate-900 dark:text-white">
              {t(labels.users)}
            </label>
            <p id={`${id}-users-hint`} className="text-sm text-slate-600 dark:text-slate-400">
              {t(labels.usersHint)}
            </p>
            <input
              id={`${id}-users`}
              type="number"
              inputMode="numeric"
              min={1}
              max={maxUsers}
              step={1}
              value={users}
              aria-describedby={`${id}-users-hint`}
              onChange={(e) => setUsers(e.target.value)}
              className={field}
            />
          </div>
          {pricing.addOns.map((addOn) => {
            const offered = addOn.plans.includes(plan.id);
            const inputId = `${id}-addon-${addOn.id}`;
            const { count, problem: live } = counts[addOn.id]!;
            const problem = offered ? (live ?? corrected[addOn.id]) : undefined;
            const described = [!offered && `${inputId}-note`, problem && `${inputId}-corrected`]
              .filter(Boolean)
              .join(" ");
            return (
              <div key={addOn.id}>
                <label htmlFor={inputId} className="font-medium text-slate-900 dark:text-white">
                  {fillTemplate(t(labels.addOnQuantity), { name: t(addOn.name), unit: t(addOn.unit) })}
                </label>
                {!offered && (
                  <p id={`${inputId}-note`} className="text-sm text-slate-600 dark:text-slate-400">
                    {t(labels.notOnPlan)}
                  </p>
                )}
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={addOn.max}
                  step={1}
                  value={addOns[addOn.id]?.typed ?? "0"}
                  disabled={!offered}
                  aria-describedby={described || undefined}
                  onChange={(e) => typedInto(addOn.id, e.currentTarget)}
                  // Also on every input: typing "e" into an empty box changes no value, so React
                  // calls no onChange, yet the box now holds something that is not a number.
                  onInput={(e) => typedInto(addOn.id, e.currentTarget)}
                  // Leaving the box shows what is counted, and the note below keeps saying why.
                  onBlur={() => {
                    if (!live) return;
                    setAddOns({ ...addOns, [addOn.id]: { typed: String(count), badInput: false } });
                    setCorrected({ ...corrected, [addOn.id]: live });
                  }}
                  className={field}
                />
                {problem && (
                  <p
                    id={`${inputId}-corrected`}
                    className="mt-1 text-sm font-medium text-accent-800 dark:text-accent-400"
                  >
                    {fillTemplate(t(labels.corrected[problem]), {
                      min: "0",
                      max: String(addOn.max),
                      count: String(count),
                    })}
                  </p>
                )}
              </div>
            );
          })}
          <BillingSwitch billing={billing} onChange={onBillingChange} labels={pricing.labels.billing} />
        </div>
        <output
          htmlFor={`${id}-plan ${id}-users`}
          aria-live="polite"
          className="block self-start rounded-xl bg-slate-50 p-6 dark:bg-ink-900"
        >
          {result.ok ? (
            <>
              <dl className="space-y-4">
                <Total label={t(labels.monthlyTotal)} value={formatUsd(result.monthlyCents)} large />
                <Total label={t(labels.yearlyTotal)} value={formatUsd(result.yearlyCents)} />
                {billing === "annual" && (
                  <Total label={t(labels.annualSaving)} value={formatUsd(result.savingCents)} />
                )}
              </dl>
              {billing === "monthly" && (
                <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t(labels.noSaving)}</p>
              )}
              <a
                href={trialHref(
                  { planId, billing, users: Math.floor(usersCount), addOns: offeredUnits },
                  getStartedPath,
                )}
                className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                {t(labels.startTrial)}
              </a>
            </>
          ) : (
            <EstimateProblem
              result={result}
              labels={labels}
              planName={plan.name}
              users={users}
              contactPath={contactPath}
            />
          )}
        </output>
      </form>
    </section>
  );
}

function Total({ label, value, large = false }: { label: string; value: string; large?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`font-bold text-slate-900 dark:text-white ${large ? "text-4xl" : "text-2xl"}`}>
        {value}
      </dd>
    </div>
  );
}

function EstimateProblem({
  result,
  labels,
  planName,
  users,
  contactPath,
}: {
  planName: string;
  result: Exclude<ReturnType<typeof estimate>, { ok: true }>;
  labels: PricingContent["labels"]["estimator"];
  users: string;
  contactPath: string;
}) {
  const t = useLocalize();
  if (result.problem === "tooFewUsers")
    return <p className="text-slate-900 dark:text-white">{t(labels.tooFewUsers)}</p>;
  if (result.problem === "overPlan")
    return (
      <p className="text-slate-900 dark:text-white">
        {fillTemplate(t(labels.overPlan), {
          plan: t(planName),
          max: String(result.max),
          next: t(result.next.name),
          users: String(Math.floor(Number(users))),
        })}
      </p>
    );
  return (
    <p className="text-slate-900 dark:text-white">
      {fillTemplate(t(labels.overMax), { max: String(result.max) })}{" "}
      <a href={contactPath} className="font-semibold text-brand-700 underline dark:text-brand-400">
        {t(labels.contactSales)}
      </a>
    </p>
  );
}
