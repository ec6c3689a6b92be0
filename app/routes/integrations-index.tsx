import { ArticlePage } from "~/components/content/article-page";
import { CardGrid } from "~/components/content/card-grid";
import { ProductSection } from "~/components/product/product-section";
import { useLocalize } from "~/components/layout/locale-context";
import { INTEGRATION_KINDS } from "~/core/product/taxonomy";
import { getCollection, getData } from "~/server/content.server";
import { pageData } from "~/server/page-data.server";
import { pageMeta } from "~/components/route/page-meta";
import type { Route } from "./+types/integrations-index";

/** /integrations: every integration, grouped by kind in the order of INTEGRATION_KINDS. */
export function loader({ request }: Route.LoaderArgs) {
  const integrations = getCollection("integrations");
  const kinds = getData("ui").integrations.kinds;
  return {
    ...pageData(request),
    groups: INTEGRATION_KINDS.map((kind) => ({
      kind,
      ...kinds[kind],
      cards: integrations.filter((i) => i.data.kind === kind).map((i) => i.card),
    })).filter((group) => group.cards.length > 0),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function IntegrationsIndex({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  return (
    <ArticlePage
      data={loaderData}
      after={
        <div className="mt-12">
          {loaderData.groups.map((group) => (
            <ProductSection key={group.kind} heading={group.title}>
              <p className="-mt-3 mb-5 text-slate-600 dark:text-slate-400">{t(group.description)}</p>
              <CardGrid items={group.cards} headingLevel={3} />
            </ProductSection>
          ))}
        </div>
      }
    />
  );
}
