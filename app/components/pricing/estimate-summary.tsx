import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { Money, PricingContent } from "#app/core/content/index.ts";
import { formatMoney, trialHref, type Billing, type estimate } from "#app/core/pricing/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import type { EstimateState } from "./use-estimate.ts";

/**
 * The estimate: the monthly and yearly totals and the annual saving, and a link to the trial
 * form with the same plan, users, add-ons and billing; or, when the team does not fit, why.
 */
export function EstimateSummary({
  state,
  billing,
  money,
  labels,
  contactPath,
  getStartedPath,
}: {
  state: EstimateState;
  billing: Billing;
  money: Money;
  labels: PricingContent["labels"]["estimator"];
  contactPath: string;
  getStartedPath: string;
}) {
  const t = useLocalize();
  const { result } = state;
  if (!result.ok)
    return (
      <EstimateProblem
        result={result}
        labels={labels}
        planName={state.plan.name}
        users={state.users}
        contactPath={contactPath}
      />
    );
  const choice = {
    planId: state.plan.id,
    billing,
    users: Math.floor(state.usersCount),
    addOns: state.offeredUnits,
  };
  return (
    <>
      <dl className="space-y-4">
        <Total label={t(labels.monthlyTotal)} value={formatMoney(result.monthlyCents, money)} large />
        <Total label={t(labels.yearlyTotal)} value={formatMoney(result.yearlyCents, money)} />
        {billing === "annual" && (
          <Total label={t(labels.annualSaving)} value={formatMoney(result.savingCents, money)} />
        )}
      </dl>
      {billing === "monthly" && (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t(labels.noSaving)}</p>
      )}
      <a
        href={trialHref(choice, getStartedPath)}
        className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t(labels.startTrial)}
      </a>
    </>
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
