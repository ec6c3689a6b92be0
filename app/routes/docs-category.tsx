import { ArticlePage } from "~/components/content/article-page";
import { CardGrid } from "~/components/content/card-grid";
import { getChildren, getEntry, requestPath } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { fetchPrerenderedData } from "~/lib/prerendered-data";
import type { Route } from "./+types/docs-category";

/** A documentation category: its guides as cards, in reading order. */
export function loader({ request }: Route.LoaderArgs) {
  const category = getEntry("docsCategories", requestPath(request));
  return {
    ...pageData(request),
    cards: getChildren("docsCategories", category.slug).map((entry) => entry.card),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function DocsCategory({ loaderData }: Route.ComponentProps) {
  return (
    <ArticlePage
      data={loaderData}
      after={
        <div className="mt-10">
          <CardGrid items={loaderData.cards} />
        </div>
      }
    />
  );
}
