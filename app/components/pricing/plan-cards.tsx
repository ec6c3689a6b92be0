import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { PricingContent } from "#app/core/content/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import {
  annualCents,
  annualSavingCents,
  formatMoney,
  perMonthCents,
  planHref,
  toCents,
  type Billing,
} from "#app/core/pricing/index.ts";

export type ModuleLink = { title: string; path: string };
type Plan = PricingContent["plans"][number];

/** The three plans side by side (stacked on a phone), priced for the chosen billing period. */
export function PlanCards({
  pricing,
  billing,
  unlocks,
  getStartedPath,
}: {
  pricing: PricingContent;
  billing: Billing;
  /** The modules each plan adds to the plan before it, by plan id (from the comparison table). */
  unlocks: Record<string, ModuleLink[]>;
  getStartedPath: string;
}) {
  const t = useLocalize();
  const { labels, money } = pricing;
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {pricing.plans.map((plan) => (
        <li
          key={plan.id}
          className={`flex flex-col rounded-2xl border bg-white p-8 dark:bg-ink-900 ${plan.highlighted ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200 dark:border-slate-800"}`}
        >
          {/* The label shares the name's line, so every plan's price starts at the same height. */}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{t(plan.name)}</h3>
            {plan.highlighted && (
              <p className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
                {t(labels.mostPopular)}
              </p>
            )}
          </div>
          <PlanPrice plan={plan} billing={billing} pricing={pricing} />
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t(plan.description)}</p>
          <p className="mt-4 text-sm font-medium text-slate-900 dark:text-white">
            {fillTemplate(t(labels.includedUsers), { count: String(plan.includedUsers) })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {fillTemplate(t(labels.extraUser), {
              price: formatMoney(
                perMonthCents(toCents(plan.extraUserPrice), billing, pricing.annualMonthsCharged),
                money,
              ),
              max: String(plan.maxUsers),
            })}
          </p>
          {(unlocks[plan.id]?.length ?? 0) > 0 && (
            <>
              <h4 className="mt-6 text-sm font-semibold text-slate-900 dark:text-white">
                {t(labels.unlocks)}
              </h4>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                {unlocks[plan.id]!.map((module) => (
                  <li key={module.path}>
                    <a
                      href={module.path}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-brand-700 hover:underline dark:bg-brand-700/20 dark:text-brand-400"
                    >
                      {t(module.title)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <ul className="mt-6 flex-1 space-y-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-600 dark:text-brand-400">
                  ✓
                </span>
                {t(feature)}
              </li>
            ))}
          </ul>
          <PlanButton plan={plan} billing={billing} pricing={pricing} getStartedPath={getStartedPath} />
        </li>
      ))}
    </ul>
  );
}

function PlanPrice({ plan, billing, pricing }: { plan: Plan; billing: Billing; pricing: PricingContent }) {
  const t = useLocalize();
  const { labels, annualMonthsCharged, money } = pricing;
  const monthly = toCents(plan.price);
  return (
    <div className="mt-4">
      <p>
        <span className="text-4xl font-bold text-slate-900 dark:text-white">
          {formatMoney(perMonthCents(monthly, billing, annualMonthsCharged), money)}
        </span>{" "}
        <span className="text-slate-600 dark:text-slate-400">{t(labels.perMonth)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {billing === "annual"
          ? fillTemplate(t(labels.billedAnnually), {
              total: formatMoney(annualCents(monthly, annualMonthsCharged), money),
            })
          : t(labels.billedMonthly)}
      </p>
      {billing === "annual" && (
        <p className="text-sm font-medium text-green-700 dark:text-green-400">
          {fillTemplate(t(labels.saving), {
            amount: formatMoney(annualSavingCents(monthly, annualMonthsCharged), money),
          })}
        </p>
      )}
    </div>
  );
}

function PlanButton({
  plan,
  billing,
  pricing,
  getStartedPath,
}: {
  plan: Plan;
  billing: Billing;
  pricing: PricingContent;
  getStartedPath: string;
}) {
  const t = useLocalize();
  const href = planHref(plan, billing, getStartedPath);
  // A path of this site (the sign-up form) opens in the app, a checkout address leaves it; the
  // page's click handler tells the two apart (ui/use-in-app-link-clicks.ts).
  return (
    <a
      href={href}
      className={`mt-8 rounded-lg px-4 py-3 text-center font-semibold ${plan.highlighted ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-slate-300 text-slate-900 hover:border-brand-500 dark:border-slate-700 dark:text-white"}`}
    >
      {t(plan.cta.label)}
      <span className="sr-only"> {fillTemplate(t(pricing.labels.planContext), { plan: t(plan.name) })}</span>
    </a>
  );
}
