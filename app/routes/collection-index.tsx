import { ArticlePage } from "~/components/content/article-page";
import { CardGrid } from "~/components/content/card-grid";
import { getCollection, pageEntry } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/collection-index";

/** An index page: its Markdown intro, then the collection it lists (the manifest's `lists`) as cards. */
export function loader({ request }: Route.LoaderArgs) {
  const { lists } = pageEntry(request);
  if (!lists) throw new Error(`${request.url} is not the index of a collection`);
  return { ...pageData(request), cards: getCollection(lists).map((entry) => entry.card) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CollectionIndex({ loaderData }: Route.ComponentProps) {
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
