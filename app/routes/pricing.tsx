import { useId } from "react";
import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { AddOns } from "#app/components/pricing/add-ons.tsx";
import { BillingFaq } from "#app/components/pricing/billing-faq.tsx";
import { BillingSwitch } from "#app/components/pricing/billing-switch.tsx";
import { ComparisonTable } from "#app/components/pricing/comparison-table.tsx";
import { CostEstimator } from "#app/components/pricing/cost-estimator.tsx";
import { MovingFromLinks } from "#app/components/pricing/moving-from-links.tsx";
import { PlanCards, type ModuleLink } from "#app/components/pricing/plan-cards.tsx";
import { useBilling } from "#app/components/pricing/use-billing.ts";
import { LEAD_FORM_PAGES } from "#app/core/leads/index.ts";
import { getCollection, getData } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { revalidateOnPathChange } from "#app/components/route/query-only-revalidation.ts";
import { pricingFaqSchema, pricingSchema } from "#app/server/structured-data.server.ts";
import type { Route } from "./+types/pricing.ts";

/**
 * Pricing, all of it from content/pricing.yaml: the plans for a billing period kept in the query
 * string, the modules each plan adds, the comparison table, add-ons, the estimator and billing FAQ;
 * then the guides to moving from another system (content/moving-from/).
 */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const pricing = getData("pricing");
  const modules: Record<string, ModuleLink> = Object.fromEntries(
    getCollection("modules").map((entry) => [entry.slug, { title: entry.data.title, path: entry.path }]),
  );
  return {
    ...data,
    schema: [...data.schema, pricingSchema(), pricingFaqSchema()],
    pricing,
    modules,
    unlocks: unlockedModules(pricing, modules),
    getStartedPath: LEAD_FORM_PAGES["get-started"],
    contactPath: LEAD_FORM_PAGES.contact,
    // The guides to moving from another system, by the system's name (content/moving-from/).
    movingFrom: {
      ...getData("imports").labels.pricing,
      links: getCollection("movingFrom").map(({ path, card }) => ({ path, title: card.title })),
    },
  };
}

/** The modules each plan includes that the plan before it does not, from the comparison table. */
function unlockedModules(
  pricing: ReturnType<typeof getData<"pricing">>,
  modules: Record<string, ModuleLink>,
): Record<string, ModuleLink[]> {
  const rows = pricing.comparison.flatMap((group) => group.rows).filter((row) => "module" in row);
  return Object.fromEntries(
    pricing.plans.map((plan, index) => {
      const previous = pricing.plans[index - 1];
      const added = rows.filter((row) => row.values[plan.id] && !(previous && row.values[previous.id]));
      return [plan.id, added.map((row) => modules[(row as { module: string }).module]!)];
    }),
  );
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { pricing, page, crumbs, body } = loaderData;
  const [billing, setBilling] = useBilling();
  const plansHeading = useId();
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs} wide />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {body && <Prose html={body.html} className="max-w-3xl" />}
        <section aria-labelledby={plansHeading} className="mt-10">
          <h2 id={plansHeading} className="sr-only">
            {t(page.title)}
          </h2>
          <BillingSwitch
            billing={billing}
            onChange={setBilling}
            labels={pricing.labels.billing}
            className="mb-8 flex flex-col items-center"
          />
          <PlanCards
            pricing={pricing}
            billing={billing}
            unlocks={loaderData.unlocks}
            getStartedPath={loaderData.getStartedPath}
          />
          <ul className="mt-8 space-y-1 text-sm text-slate-600 dark:text-slate-400">
            {pricing.notes.map((note) => (
              <li key={note}>{t(note)}</li>
            ))}
          </ul>
        </section>
        <ComparisonTable pricing={pricing} modules={loaderData.modules} />
        <AddOns pricing={pricing} />
        <CostEstimator
          pricing={pricing}
          billing={billing}
          onBillingChange={setBilling}
          contactPath={loaderData.contactPath}
          getStartedPath={loaderData.getStartedPath}
        />
        <BillingFaq heading={pricing.labels.faqHeading} questions={pricing.faq} />
        <MovingFromLinks {...loaderData.movingFrom} />
      </div>
    </article>
  );
}
