/**
 * Which plans include a module or an integration, read from pricing.yaml's comparison table: the
 * table is the one place that says it, and module and integration pages repeat what it says.
 */
type ComparisonValue = boolean | string;
type Row = {
  module?: string;
  feature?: string;
  integrations?: string[];
  values: Record<string, ComparisonValue>;
};
type PricingTable = { plans: { id: string; name: string }[]; comparison: { rows: Row[] }[] };

/** A plan that includes the thing, with the table's text when it gives more than yes (e.g. "3"). */
type IncludingPlan = { id: string; name: string; detail?: string };

/** The row's feature name (for an integration) and the plans that include it, cheapest first. */
export type PlanInclusion = { feature?: string; plans: IncludingPlan[] };

export function plansIncluding(
  pricing: PricingTable,
  what: { module: string } | { integration: string },
): PlanInclusion {
  const row = pricing.comparison
    .flatMap((group) => group.rows)
    .find((r) => ("module" in what ? r.module === what.module : r.integrations?.includes(what.integration)));
  // The content build refuses a module or integration in no row (scripts/content/steps/pricing-coverage.ts).
  if (!row) throw new Error(`pricing.yaml has no comparison row for ${JSON.stringify(what)}`);
  const plans = pricing.plans.flatMap((plan): IncludingPlan[] => {
    const value = row.values[plan.id];
    if (value === undefined || value === false || value === "0") return [];
    return [
      value === true ? { id: plan.id, name: plan.name } : { id: plan.id, name: plan.name, detail: value },
    ];
  });
  return { ...(row.feature ? { feature: row.feature } : {}), plans };
}
