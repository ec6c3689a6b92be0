import { useSearchParams } from "react-router";
import { ArticlePage } from "#app/components/content/article-page.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { useAfterHydration } from "#app/components/ui/use-after-hydration.ts";
import { getData } from "#app/server/content.server.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { revalidateOnPathChange } from "#app/components/route/query-only-revalidation.ts";
import type { Route } from "./+types/payment-success.ts";

/**
 * /payment-success (noindex), where checkout returns: names the plan in ?plan= when it is one of
 * pricing.yaml's plans, and says nothing of any other value (which is never written to the page).
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request),
    appUrl: getData("site").app.url,
    labels: getData("ui").account,
    plans: getData("pricing").plans.map((plan) => [plan.id, plan.name] as const),
  };
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { appUrl, labels, plans } = loaderData;
  // Read after hydration: the prerendered page cannot know the query.
  const [query] = useSearchParams();
  const planId = useAfterHydration(query.get("plan"), null);
  const planName = plans.find(([id]) => id === planId)?.[1] ?? null;
  return (
    <ArticlePage
      data={loaderData}
      headerExtra={
        <>
          <p aria-live="polite" className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
            {planName && fillTemplate(t(labels.planActive), { plan: t(planName) })}
          </p>
          <a
            href={appUrl}
            className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t(labels.openApp)}
            <span aria-hidden="true">→</span>
          </a>
        </>
      }
    />
  );
}
