import { useId } from "react";
import { PageHeader } from "~/components/content/page-header";
import { Prose } from "~/components/content/prose";
import { useLocalize } from "~/components/layout/locale-context";
import { AddOns } from "~/components/pricing/add-ons";
import { BillingFaq } from "~/components/pricing/billing-faq";
import { BillingSwitch } from "~/components/pricing/billing-switch";
import { ComparisonTable } from "~/components/pricing/comparison-table";
import { CostEstimator } from "~/components/pricing/cost-estimator";
import { PlanCards, type ModuleLink } from "~/components/pricing/plan-cards";
import { useBilling } from "~/components/pricing/use-billing";
import { LEAD_FORM_PAGES } from "~/core/leads/fields";
import { getCollection, getData } from "~/server/content.server";
import { pageData } from "~/server/page-data.server";
import { pageMeta } from "~/components/route/page-meta";
import { revalidateOnPathChange } from "~/components/route/query-only-revalidation";
import { pricingFaqSchema, pricingSchema } from "~/server/structured-data.server";
import type { Route } from "./+types/pricing";

/**
 * Pricing, all of it from content/pricing.yaml: the plans for a billing period kept in the query
 * string, the modules each plan adds, the comparison table, add-ons, the estimator and billing FAQ.
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
      </div>
    </article>
  );
}
