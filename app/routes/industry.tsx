import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Figures } from "#app/components/product/claim-sources.tsx";
import { ProofBlock } from "#app/components/product/proof-block.tsx";
import { ScreenPicture } from "#app/components/product/screen-picture.tsx";
import { ProductSection } from "#app/components/product/product-section.tsx";
import { getData, getEntry } from "#app/server/content.server.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import { footnoteLabels, moduleLinks, proofOf } from "#app/server/product.server.ts";
import { CallsToAction, CtaBand } from "#app/components/content/calls-to-action.tsx";
import type { Route } from "./+types/industry.ts";

/**
 * An industry page: the trade's figures, its pains each matched to the module that solves it (with
 * that module's screen), proof from a shop of that kind, the Markdown, and a call to action.
 */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const industry = getEntry("industries", data.page.path).data;
  const modules = moduleLinks(industry.pains.map((p) => p.module));
  return {
    ...data,
    industry: {
      figures: industry.figures,
      pains: industry.pains.map((p, i) => ({ pain: p.pain, solution: p.solution, module: modules[i]! })),
      proof: proofOf(industry.proof),
    },
    copy: getData("ui").product,
    sourceLabels: footnoteLabels(),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

/** A pain's screen thumbnail: a third of the page column beside the text, the full column on a phone. */
const THUMB_SIZES = "(min-width: 1024px) 305px, (min-width: 640px) calc(33vw - 36px), calc(100vw - 72px)";

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { industry, copy, page, crumbs, body, sourceLabels } = loaderData;
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs}>
        <CallsToAction ctas={[copy.cta.primary, copy.cta.secondary]} className="mt-8" />
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ProductSection heading={copy.figuresHeading}>
          <Figures figures={industry.figures} labels={sourceLabels} />
        </ProductSection>
        <ProductSection heading={copy.painsHeading}>
          <ul className="grid gap-5">
            {industry.pains.map(({ pain, solution, module }) => (
              <li
                key={pain}
                className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-[1fr_2fr] sm:items-center dark:border-slate-800 dark:bg-ink-900"
              >
                <ScreenPicture slug={module.slug} alt={t(module.screenAlt)} sizes={THUMB_SIZES} />
                <div>
                  <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t(pain)}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(solution)}</p>
                  <a
                    href={module.path}
                    className="mt-3 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-400"
                  >
                    {t(fillTemplate(copy.solvedBy, { module: module.title }))}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </ProductSection>
        <ProductSection heading={copy.proofHeading}>
          <ProofBlock proof={industry.proof} readLabel={copy.readCaseStudy} />
        </ProductSection>
        {body && <Prose html={body.html} className="mt-14 max-w-3xl" />}
        <CtaBand {...copy.ctaBand} ctas={[copy.cta.primary, copy.cta.secondary]} />
      </div>
    </article>
  );
}
