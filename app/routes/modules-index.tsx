import { Link } from "react-router";
import { ArticlePage } from "#app/components/content/article-page.tsx";
import { CardGrid } from "#app/components/content/card-grid.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { ProductSection } from "#app/components/product/product-section.tsx";
import { useCategoryFilter } from "#app/components/product/use-category-filter.ts";
import { categorySlug, MODULE_CATEGORIES } from "#app/core/product/index.ts";
import { getCollection, getData } from "#app/server/content.server.ts";
import { fillCount } from "#app/core/text/index.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { revalidateOnPathChange } from "#app/components/route/query-only-revalidation.ts";
import type { Route } from "./+types/modules-index.ts";

/** /modules: the modules grouped by category, with a category filter kept in the query string. */
export function loader({ request }: Route.LoaderArgs) {
  const modules = getCollection("modules");
  return {
    ...pageData(request),
    groups: MODULE_CATEGORIES.map((category) => ({
      category,
      cards: modules.filter((m) => m.data.category === category).map((m) => m.card),
    })).filter((group) => group.cards.length > 0),
    filter: getData("ui").product.filter,
  };
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const chip =
  "inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition-colors aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white";
const idleChip =
  "border-slate-300 text-slate-800 hover:border-brand-500 dark:border-slate-600 dark:text-slate-100 dark:hover:border-white";

export default function ModulesIndex({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { groups, filter, page } = loaderData;
  const category = useCategoryFilter();
  const shown = category ? groups.filter((g) => g.category === category) : groups;
  const count = shown.reduce((sum, g) => sum + g.cards.length, 0);
  const options = [
    { label: filter.all, to: page.path, current: !category },
    ...groups.map((g) => ({
      label: g.category,
      to: `${page.path}?category=${categorySlug(g.category)}`,
      current: g.category === category,
    })),
  ];
  return (
    <ArticlePage
      data={loaderData}
      after={
        <div className="mt-10">
          <nav aria-label={t(filter.legend)} className="flex flex-wrap items-center gap-2">
            <span aria-hidden="true" className="mr-1 text-sm font-medium text-slate-700 dark:text-slate-300">
              {t(filter.legend)}
            </span>
            {options.map((o) => (
              <Link
                key={o.to}
                to={o.to}
                replace
                preventScrollReset
                aria-current={o.current ? "true" : undefined}
                className={`${chip} ${o.current ? "" : idleChip}`}
              >
                {t(o.label)}
              </Link>
            ))}
          </nav>
          <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {t(fillCount(filter.showing, count))}
          </p>
          <div className="mt-6">
            {shown.map((group) => (
              <ProductSection key={group.category} heading={group.category}>
                <CardGrid items={group.cards} headingLevel={3} />
              </ProductSection>
            ))}
          </div>
        </div>
      }
    />
  );
}
