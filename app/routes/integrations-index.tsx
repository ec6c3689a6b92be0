import { ArticlePage } from "#app/components/content/article-page.tsx";
import { CardGrid } from "#app/components/content/card-grid.tsx";
import { ProductSection } from "#app/components/product/product-section.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { INTEGRATION_KINDS } from "#app/core/product/index.ts";
import { getCollection, getData } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import type { Route } from "./+types/integrations-index.ts";

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
