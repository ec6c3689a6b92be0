import { PageHeader } from "~/components/content/page-header";
import { Prose } from "~/components/content/prose";
import { CardGrid } from "~/components/content/card-grid";
import { useLocalize } from "~/components/layout/locale-context";
import {
  CtaBand,
  CtaButtons,
  IncludedIn,
  ProofBlock,
  ScreenPicture,
} from "~/components/product/product-parts";
import { PointGrid } from "~/components/product/point-grid";
import { ProductSection } from "~/components/product/product-section";
import { StepList } from "~/components/product/step-list";
import { plansIncluding } from "~/core/pricing/plan-inclusion";
import { getCollection, getData, getEntry } from "~/server/content.server";
import { pageData } from "~/server/page-data.server";
import { pageMeta } from "~/components/route/page-meta";
import { fetchPrerenderedData } from "~/components/route/prerendered-data";
import { proofOf } from "~/server/product.server";
import type { Route } from "./+types/module";

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
        <CtaButtons primary={copy.cta.primary} secondary={copy.cta.secondary} className="mt-8" />
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
        <CtaBand {...copy.ctaBand} primary={copy.cta.primary} secondary={copy.cta.secondary} />
      </div>
    </article>
  );
}
