import { Link } from "react-router";
import { ArticlePage } from "~/components/content/article-page";
import { useLocalize } from "~/components/layout/locale-context";
import { getData } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pricingSchema } from "~/lib/structured-data.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pricing";

/** Pricing: the three plans from content/pricing.yaml. */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  return {
    ...data,
    schema: [...data.schema, pricingSchema()],
    pricing: getData("pricing"),
    labels: getData("ui").pricing,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { pricing, labels } = loaderData;
  const price = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: pricing.currency,
    maximumFractionDigits: 0,
  });
  return (
    <ArticlePage
      data={loaderData}
      after={
        <>
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {pricing.plans.map((plan) => (
              <li
                key={plan.name}
                className={`flex flex-col rounded-2xl border p-8 ${plan.highlighted ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200 dark:border-slate-800"}`}
              >
                <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t(plan.name)}</h2>
                {plan.highlighted && (
                  <p className="mt-1 text-sm font-medium text-accent-800 dark:text-accent-500">
                    {t(labels.mostPopular)}
                  </p>
                )}
                <p className="mt-4">
                  <span className="text-4xl font-bold text-slate-900 dark:text-white">
                    {price.format(plan.price)}
                  </span>{" "}
                  <span className="text-slate-600 dark:text-slate-400">{t(labels.perMonth)}</span>
                </p>
                <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t(plan.description)}</p>
                <ul className="mt-6 flex-1 space-y-2 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <span aria-hidden="true" className="text-brand-500">
                        ✓
                      </span>
                      {t(feature)}
                    </li>
                  ))}
                </ul>
                <Link
                  to={plan.cta.href}
                  className={`mt-8 rounded-lg px-4 py-3 text-center font-semibold ${plan.highlighted ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-slate-300 hover:border-brand-500 dark:border-slate-700"}`}
                >
                  {t(plan.cta.label)}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mt-8 space-y-1 text-sm text-slate-600 dark:text-slate-400">
            {pricing.notes.map((note) => (
              <li key={note}>{t(note)}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
