import { Link } from "react-router";
import { ArticlePage } from "~/components/content/article-page";
import { useLocalize } from "~/components/layout/locale-context";
import { getChildren, getData, getEntry, getParent, requestPath } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { fetchPrerenderedData } from "~/lib/prerendered-data";
import type { Route } from "./+types/docs-page";

/** A documentation page with its category's pages and this page's headings alongside. */
export function loader({ request }: Route.LoaderArgs) {
  const path = requestPath(request);
  const doc = getEntry("docsPages", path);
  const category = getParent("docsPages", doc.slug);
  const pages = getChildren("docsCategories", category.slug);
  // The category's guides read as a series: prev/next link the neighbours.
  const index = pages.findIndex((p) => p.path === path);
  const data = pageData(request, {
    pagination: { prev: pages[index - 1]?.path, next: pages[index + 1]?.path },
  });
  return {
    ...data,
    category: {
      title: category.card.title,
      path: category.path,
      pages: pages.map(({ path, card }) => ({ path, title: card.title })),
    },
    onThisPage: getData("ui").onThisPage,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { category, body, page } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      aside={
        <aside className="space-y-8 text-sm lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={t(category.title)}>
            <p className="font-semibold text-slate-900 dark:text-white">
              <Link to={category.path}>{t(category.title)}</Link>
            </p>
            <ul className="mt-3 space-y-2 border-l border-slate-200 dark:border-slate-800">
              {category.pages.map((p) => (
                <li key={p.path}>
                  <Link
                    to={p.path}
                    aria-current={p.path === page.path ? "page" : undefined}
                    className={`-ml-px block border-l-2 pl-4 ${p.path === page.path ? "border-brand-500 text-brand-700 dark:text-brand-400" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"}`}
                  >
                    {t(p.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {body && body.headings.length > 0 && (
            <nav aria-label={t(loaderData.onThisPage)}>
              <p className="font-semibold text-slate-900 dark:text-white">{t(loaderData.onThisPage)}</p>
              <ul className="mt-3 space-y-2">
                {body.headings
                  .filter((h) => h.depth === 2)
                  .map((h) => (
                    <li key={h.id}>
                      <a
                        href={`#${h.id}`}
                        className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                      >
                        {t(h.text)}
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          )}
        </aside>
      }
    />
  );
}
