import { ArticlePage } from "~/components/content/article-page";
import { CardGrid } from "~/components/content/card-grid";
import { useLocalize } from "~/components/layout/locale-context";
import { postCards } from "~/lib/blog.server";
import { getCollection, getData, requestPath } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { fetchPrerenderedData } from "~/lib/prerendered-data";
import type { Route } from "./+types/blog-topic";

/** A blog author's or tag's page: who they are (an author's role and bio), then their posts. */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const path = requestPath(request);
  const author = getCollection("authors").find((a) => a.path === path);
  const tag = getCollection("tags").find((t) => t.path === path);
  const cards = author
    ? postCards((post) => post.author === author.slug)
    : postCards((post) => post.tags.includes(tag!.slug));
  return {
    ...data,
    author: author ? { name: author.data.name, role: author.data.role, bio: author.data.bio } : null,
    cards,
    postsHeading: getData("ui").blog.postsHeading,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function BlogTopic({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { author, cards, postsHeading } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      after={
        <>
          {author && (
            <div className="mb-10 max-w-3xl">
              <p className="text-sm font-semibold text-brand-700 dark:text-brand-400">{t(author.role)}</p>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{t(author.bio)}</p>
            </div>
          )}
          <section aria-labelledby="topic-posts">
            <h2 id="topic-posts" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
              {t(postsHeading)}
            </h2>
            <CardGrid items={cards} headingLevel={3} />
          </section>
        </>
      }
    />
  );
}
