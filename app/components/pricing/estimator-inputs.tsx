import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { PricingContent } from "#app/core/content/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import type { EstimateState } from "./use-estimate.ts";

const field =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 disabled:opacity-60 dark:border-slate-600 dark:bg-ink-900 dark:text-white";
const labelClass = "font-medium text-slate-900 dark:text-white";
const hintClass = "text-sm text-slate-600 dark:text-slate-400";

/** The plan and the team size. */
export function PlanAndUsers({
  id,
  pricing,
  state,
}: {
  id: string;
  pricing: PricingContent;
  state: EstimateState;
}) {
  const t = useLocalize();
  const labels = pricing.labels.estimator;
  const maxUsers = Math.max(...pricing.plans.map((p) => p.maxUsers));
  return (
    <>
      <div>
        <label htmlFor={`${id}-plan`} className={labelClass}>
          {t(labels.plan)}
        </label>
        <select
          id={`${id}-plan`}
          className={field}
          value={state.plan.id}
          onChange={(e) => state.choosePlan(e.target.value)}
        >
          {pricing.plans.map((p) => (
            <option key={p.id} value={p.id}>
              {t(p.name)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-users`} className={labelClass}>
          {t(labels.users)}
        </label>
        <p id={`${id}-users-hint`} className={hintClass}>
          {t(labels.usersHint)}
        </p>
        <input
          id={`${id}-users`}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxUsers}
          step={1}
          value={state.users}
          aria-describedby={`${id}-users-hint`}
          onChange={(e) => state.setUsers(e.target.value)}
          className={field}
        />
      </div>
    </>
  );
}

/**
 * One add-on's count. A count outside its range is never counted silently: what is counted
 * instead is said beside the box, and the box shows it once the visitor leaves it.
 */
export function AddOnField({
  id,
  addOn,
  labels,
  state,
}: {
  id: string;
  addOn: PricingContent["addOns"][number];
  labels: PricingContent["labels"]["estimator"];
  state: EstimateState;
}) {
  const t = useLocalize();
  const offered = addOn.plans.includes(state.plan.id);
  const inputId = `${id}-addon-${addOn.id}`;
  const { count, problem: live } = state.addOn.counts[addOn.id]!;
  const problem = offered ? (live ?? state.addOn.corrected[addOn.id]) : undefined;
  const described = [!offered && `${inputId}-note`, problem && `${inputId}-corrected`]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {fillTemplate(t(labels.addOnQuantity), { name: t(addOn.name), unit: t(addOn.unit) })}
      </label>
      {!offered && (
        <p id={`${inputId}-note`} className={hintClass}>
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
        value={state.addOn.typed(addOn.id)}
        disabled={!offered}
        aria-describedby={described || undefined}
        onChange={(e) => state.addOn.typedInto(addOn.id, e.currentTarget)}
        // Also on every input: typing "e" into an empty box changes no value, so React calls no
        // onChange, yet the box now holds something that is not a number.
        onInput={(e) => state.addOn.typedInto(addOn.id, e.currentTarget)}
        onBlur={() => state.addOn.left(addOn.id)}
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
}
