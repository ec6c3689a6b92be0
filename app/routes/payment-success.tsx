import { useSearchParams } from "react-router";
import { ArticlePage } from "~/components/content/article-page";
import { useLocalize } from "~/components/layout/locale-context";
import { useAfterHydration } from "~/components/ui/use-after-hydration";
import { getData } from "~/server/content.server";
import { fillTemplate } from "~/core/text/fill-template";
import { pageData } from "~/server/page-data.server";
import { pageMeta } from "~/components/route/page-meta";
import { revalidateOnPathChange } from "~/components/route/query-only-revalidation";
import type { Route } from "./+types/payment-success";

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
