import { ArticlePage } from "~/components/content/article-page";
import { CardGrid } from "~/components/content/card-grid";
import { DocsSidebar } from "~/components/docs/docs-sidebar";
import { getChildren, getEntry, requestPath } from "~/server/content.server";
import { docsShell } from "~/server/docs.server";
import { pageData } from "~/server/page-data.server";
import { pageMeta } from "~/components/route/page-meta";
import { fetchPrerenderedData } from "~/components/route/prerendered-data";
import type { Route } from "./+types/docs-category";

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
