import { PaginationNav } from "#app/components/blog/pagination-nav.tsx";
import { ArticlePage } from "#app/components/content/article-page.tsx";
import { CardGrid } from "#app/components/content/card-grid.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { postCards } from "#app/server/blog.server.ts";
import { getCollection, getData, pageEntry } from "#app/server/content.server.ts";
import { listPageData } from "#app/server/list-page.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import type { Route } from "./+types/blog-list.ts";

/**
 * Every list of blog posts, one template so they share one route (blog/:slug/:page): the blog's
 * own pages (/blog, /blog/page/2, ...), a tag's page and an author's page (with their role and bio).
 */
export function loader({ request }: Route.LoaderArgs) {
  const entry = pageEntry(request);
  const postsHeading = getData("ui").blog.postsHeading;
  if (entry.lists) return { ...listPageData(request, entry), author: null, postsHeading: null };
  const author = getCollection("authors").find((a) => a.path === entry.path);
  const tag = getCollection("tags").find((t) => t.path === entry.path);
  if (!author && !tag) throw new Error(`${entry.path} is neither a list, an author nor a tag`);
  return {
    ...pageData(request),
    cards: author
      ? postCards((post) => post.author === author.slug)
      : postCards((post) => post.tags.includes(tag!.slug)),
    pagination: null,
    author: author ? { role: author.data.role, bio: author.data.bio } : null,
    postsHeading,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { author, cards, pagination, postsHeading } = loaderData;
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
          {postsHeading ? (
            <section aria-labelledby="list-posts">
              <h2 id="list-posts" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
                {t(postsHeading)}
              </h2>
              <CardGrid items={cards} headingLevel={3} />
            </section>
          ) : (
            <div className="mt-10">
              <CardGrid items={cards} />
            </div>
          )}
          {pagination && <PaginationNav {...pagination} />}
        </>
      }
    />
  );
}
