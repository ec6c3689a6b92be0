import { ArticlePage } from "#app/components/content/article-page.tsx";
import { CardGrid } from "#app/components/content/card-grid.tsx";
import { DocsSidebar } from "#app/components/docs/docs-sidebar.tsx";
import { getChildren, getEntry, requestPath } from "#app/server/content.server.ts";
import { docsShell } from "#app/server/docs.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import type { Route } from "./+types/docs-category.ts";

/** A documentation category: its guides as cards, in reading order, beside the docs sidebar. */
export function loader({ request }: Route.LoaderArgs) {
  const category = getEntry("docsCategories", requestPath(request));
  return {
    ...pageData(request),
    ...docsShell(),
    cards: getChildren("docsCategories", category.slug).map((entry) => entry.card),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function DocsCategory({ loaderData }: Route.ComponentProps) {
  const { sidebar, docsUi, page } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      aside={
        <DocsSidebar
          categories={sidebar}
          currentPath={page.path}
          label={docsUi.sidebarLabel}
          toggleLabel={docsUi.sidebarToggle}
        />
      }
      after={
        <div className="mt-10">
          <CardGrid items={loaderData.cards} />
        </div>
      }
    />
  );
}
