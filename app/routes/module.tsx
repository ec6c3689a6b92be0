import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { CardGrid } from "#app/components/content/card-grid.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { IncludedIn } from "#app/components/product/included-in.tsx";
import { ProofBlock } from "#app/components/product/proof-block.tsx";
import { ScreenPicture } from "#app/components/product/screen-picture.tsx";
import { PointGrid } from "#app/components/product/point-grid.tsx";
import { ProductSection } from "#app/components/product/product-section.tsx";
import { StepList } from "#app/components/product/step-list.tsx";
import { plansIncluding } from "#app/core/pricing/index.ts";
import { getCollection, getData, getEntry } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import { proofOf } from "#app/server/product.server.ts";
import { CallsToAction, CtaBand } from "#app/components/content/calls-to-action.tsx";
import type { Route } from "./+types/module.ts";

/**
 * A module page: a hero with the module's screen and the calls to action, its benefits and steps,
 * the Markdown in depth, the plans that include it (pricing.yaml), proof, related modules and a
 * closing band.
 */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const { slug, data: module } = getEntry("modules", data.page.path);
  const modules = getCollection("modules");
  return {
    ...data,
    module: {
      slug,
      screenAlt: module.screenAlt,
      benefits: module.benefits,
      steps: module.steps,
      plans: plansIncluding(getData("pricing"), { module: slug }),
      proof: proofOf(module.proof),
      related: module.related.map((s) => modules.find((m) => m.slug === s)!.card),
    },
    copy: getData("ui").product,
    relatedHeading: getData("ui").relatedModules,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

/** The hero picture's slot: the page column (64 rem at most, less its padding) or the screen. */
const HERO_SIZES = "(min-width: 1024px) 976px, calc(100vw - 32px)";

export default function ModulePage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { module, copy, page, crumbs, body } = loaderData;
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs}>
        <CallsToAction ctas={[copy.cta.primary, copy.cta.secondary]} className="mt-8" />
        <div className="mt-6">
          <IncludedIn inclusion={module.plans} label={copy.includedIn} compare={copy.comparePlans} />
        </div>
        <ScreenPicture
          slug={module.slug}
          alt={t(module.screenAlt)}
          sizes={HERO_SIZES}
          priority
          className="mt-10"
        />
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ProductSection heading={copy.benefitsHeading}>
          <PointGrid points={module.benefits} />
        </ProductSection>
        <ProductSection heading={copy.stepsHeading}>
          <StepList steps={module.steps} />
        </ProductSection>
        {body && <Prose html={body.html} className="mt-14 max-w-3xl" />}
        <ProductSection heading={copy.proofHeading}>
          <ProofBlock proof={module.proof} readLabel={copy.readCaseStudy} />
        </ProductSection>
        <ProductSection heading={loaderData.relatedHeading} unsearched>
          <CardGrid items={module.related} headingLevel={3} />
        </ProductSection>
        <CtaBand {...copy.ctaBand} ctas={[copy.cta.primary, copy.cta.secondary]} />
      </div>
    </article>
  );
}
