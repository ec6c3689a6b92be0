import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { Money, PricingContent } from "#app/core/content/index.ts";
import { formatMoney, trialHref, type Billing, type estimate } from "#app/core/pricing/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import type { EstimateState } from "./use-estimate.ts";

type SummaryProps = {
  state: EstimateState;
  billing: Billing;
  money: Money;
  labels: PricingContent["labels"]["estimator"];
  contactPath: string;
  getStartedPath: string;
  /** The plan's field, where a switch to the plan that fits leaves the focus. */
  planFieldId: string;
};

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
  planFieldId,
}: SummaryProps) {
  const t = useLocalize();
  const { result } = state;
  if (!result.ok)
    return (
      <EstimateProblem
        result={result}
        labels={labels}
        state={state}
        contactPath={contactPath}
        planFieldId={planFieldId}
      />
    );
  const choice = { planId: state.plan.id, billing, users: state.usersCount, addOns: state.offeredUnits };
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

const problemClass = "text-slate-900 dark:text-white";
const linkClass = "font-semibold text-brand-700 underline dark:text-brand-400";

/** Why there is no estimate, and the way on: the plan that fits the team, or sales. */
function EstimateProblem({
  result,
  labels,
  state,
  contactPath,
  planFieldId,
}: Omit<SummaryProps, "billing" | "money" | "getStartedPath"> & {
  result: Exclude<ReturnType<typeof estimate>, { ok: true }>;
}) {
  const t = useLocalize();
  if (result.problem === "tooFewUsers") return <p className={problemClass}>{t(labels.tooFewUsers)}</p>;
  if (result.problem === "notWholeUsers") return <p className={problemClass}>{t(labels.notWholeUsers)}</p>;
  if (result.problem === "overPlan") {
    const { next } = result;
    return (
      <p className={problemClass}>
        {fillTemplate(t(labels.overPlan), {
          plan: t(state.plan.name),
          max: String(result.max),
          next: t(next.name),
          users: String(state.usersCount),
        })}{" "}
        <button
          type="button"
          className={linkClass}
          onClick={() => {
            state.choosePlan(next.id);
            document.getElementById(planFieldId)?.focus();
          }}
        >
          {fillTemplate(t(labels.switchPlan), { plan: t(next.name) })}
        </button>
      </p>
    );
  }
  return (
    <p className={problemClass}>
      {fillTemplate(t(labels.overMax), { max: String(result.max) })}{" "}
      <a href={contactPath} className={linkClass}>
        {t(labels.contactSales)}
      </a>
    </p>
  );
}
