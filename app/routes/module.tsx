import { ArticlePage } from "~/components/content/article-page";
import { CardGrid } from "~/components/content/card-grid";
import { useLocalize } from "~/components/layout/locale-context";
import { getCollection, getData, getEntry } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { fetchPrerenderedData } from "~/lib/prerendered-data";
import type { Route } from "./+types/module";

/** A module page: its Markdown, then the other modules of its category. */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const popular: readonly string[] = getData("navigation").header.modules.menu.popular;
  const current = getEntry("modules", data.page.path);
  const related = getCollection("modules")
    .filter(
      (m) =>
        m.path !== current.path && (m.data.category === current.data.category || popular.includes(m.slug)),
    )
    .slice(0, 3);
  return { ...data, related: related.map((m) => m.card), relatedHeading: getData("ui").relatedModules };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function ModulePage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  return (
    <ArticlePage
      data={loaderData}
      after={
        <section className="mt-14" aria-labelledby="related-modules">
          <h2 id="related-modules" className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white">
            {t(loaderData.relatedHeading)}
          </h2>
          <CardGrid items={loaderData.related} headingLevel={3} />
        </section>
      }
    />
  );
}
