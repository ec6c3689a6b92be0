import { CardGrid } from "#app/components/content/card-grid.tsx";
import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { IncludedIn } from "#app/components/product/included-in.tsx";
import { ProductSection } from "#app/components/product/product-section.tsx";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { plansIncluding } from "#app/core/pricing/index.ts";
import { getCollection, getData, getEntry } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import { CallsToAction, CtaBand } from "#app/components/content/calls-to-action.tsx";
import type { Route } from "./+types/integration.ts";

/**
 * An integration: what syncs and which way, the plans that include it (pricing.yaml), how to set
 * it up with a link to the full guide, the Markdown, and the other partners of its kind.
 */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const { slug, data: integration } = getEntry("integrations", data.page.path);
  const ui = getData("ui");
  return {
    ...data,
    integration: {
      partner: integration.partner,
      kind: ui.integrations.kinds[integration.kind].title,
      syncs: integration.syncs,
      setup: integration.setup,
      docs: integration.docs,
      plans: plansIncluding(getData("pricing"), { integration: slug }),
      sameKind: getCollection("integrations")
        .filter((i) => i.data.kind === integration.kind && i.slug !== slug)
        .map((i) => i.card),
    },
    labels: ui.integrations,
    copy: getData("ui").product,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function IntegrationPage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { integration, labels, copy, page, crumbs, body } = loaderData;
  const syncGrid = balancedGrid(integration.syncs.length, 2);
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs}>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {t(labels.partnerLabel)}:{" "}
          <span className="font-semibold text-slate-900 dark:text-white">{integration.partner}</span> ·{" "}
          {t(integration.kind)}
        </p>
        <div className="mt-4">
          <IncludedIn inclusion={integration.plans} label={copy.includedIn} compare={copy.comparePlans} />
        </div>
        <CallsToAction ctas={[copy.cta.primary, copy.cta.secondary]} className="mt-8" />
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ProductSection heading={labels.syncsHeading}>
          <ul className={`grid gap-4 ${syncGrid.columns}`}>
            {integration.syncs.map((sync, i) => (
              <li
                key={sync.data}
                className={`rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-ink-900 ${syncGrid.item(i)}`}
              >
                <h3 className="font-semibold text-slate-900 dark:text-white">{t(sync.data)}</h3>
                <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-400">
                  {t(labels.directions[sync.direction])}
                </p>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(sync.detail)}</p>
              </li>
            ))}
          </ul>
        </ProductSection>
        <ProductSection heading={labels.setupHeading}>
          <ol className="list-decimal space-y-2 pl-6 text-slate-700 marker:font-semibold dark:text-slate-300">
            {integration.setup.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
          <a
            href={integration.docs}
            className="mt-5 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            {t(labels.docsLink)}
          </a>
        </ProductSection>
        {body && <Prose html={body.html} className="mt-14 max-w-3xl" />}
        {integration.sameKind.length > 0 && (
          <ProductSection heading={integration.kind} unsearched>
            <CardGrid items={integration.sameKind} headingLevel={3} />
          </ProductSection>
        )}
        <CtaBand {...copy.ctaBand} ctas={[copy.cta.primary, copy.cta.secondary]} />
      </div>
    </article>
  );
}
