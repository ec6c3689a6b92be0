import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Figures } from "#app/components/product/claim-sources.tsx";
import { ProofBlock } from "#app/components/product/proof-block.tsx";
import { ProductSection } from "#app/components/product/product-section.tsx";
import { getData, getEntry } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import { footnoteLabels, moduleLinks } from "#app/server/product.server.ts";
import { CtaBand } from "#app/components/content/calls-to-action.tsx";
import type { Route } from "./+types/case-study.ts";

/**
 * A case study: the results as figures, the modules the shop runs and how fast it went live, the
 * customer's words, then the story (challenge, solution, results) and a next step.
 */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request, { ogType: "article" });
  const { company, results, quote, liveIn, modules } = getEntry("caseStudies", data.page.path).data;
  return {
    ...data,
    study: {
      company,
      results,
      quote,
      liveIn,
      modules: moduleLinks(modules).map(({ path, title }) => ({ path, title })),
    },
    copy: getData("ui").product,
    sourceLabels: footnoteLabels(),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { study, copy, page, crumbs, body, sourceLabels } = loaderData;
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs}>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t(copy.modulesUsed)}</dt>
            <dd>
              <ul className="mt-1 flex flex-wrap gap-2">
                {study.modules.map((m) => (
                  <li key={m.path}>
                    <a
                      href={m.path}
                      className="inline-block rounded-full border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:border-brand-500 dark:border-slate-600 dark:text-slate-100"
                    >
                      {t(m.title)}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t(copy.liveIn)}</dt>
            <dd className="mt-1 py-1 font-semibold text-slate-900 dark:text-white">{t(study.liveIn)}</dd>
          </div>
        </dl>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ProductSection heading={copy.resultsHeading}>
          <Figures figures={study.results} labels={sourceLabels} />
        </ProductSection>
        <div className="mt-12">
          <ProofBlock proof={{ quote: { ...study.quote, company: study.company } }} />
        </div>
        {body && <Prose html={body.html} className="mt-12 max-w-3xl" />}
        <CtaBand {...copy.ctaBand} ctas={[copy.cta.primary, copy.cta.secondary]} />
      </div>
    </article>
  );
}
