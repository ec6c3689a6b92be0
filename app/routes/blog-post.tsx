import { ArticlePage } from "~/components/content/article-page";
import { useLocalize } from "~/components/layout/locale-context";
import { getData, getEntry, requestPath } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { blogPostSchema } from "~/lib/structured-data.server";
import { pageMeta } from "~/lib/page-meta";
import { fetchPrerenderedData } from "~/lib/prerendered-data";
import type { Route } from "./+types/blog-post";

/** A blog post: byline, cover image and the article. */
export function loader({ request }: Route.LoaderArgs) {
  const { path, data: post } = getEntry("blog", requestPath(request));
  const ui = getData("ui");
  const data = pageData(request, { ogType: "article", keywords: post.tags });
  const schema = [...data.schema, blogPostSchema({ path, ...post })];
  return {
    ...data,
    schema,
    post: { date: post.date, author: post.author, tags: post.tags, image: post.image },
    labels: { publishedOn: ui.publishedOn, by: ui.by },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { post, labels } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      headerExtra={
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {t(labels.publishedOn)} <time dateTime={post.date}>{post.date}</time> {t(labels.by)} {post.author}
          <span className="sr-only">. </span>
          <span className="ml-3 inline-flex gap-2">
            {post.tags.map((tag) => (
              <span
                key={tag}
                className="rounded-full bg-brand-500/10 px-2.5 py-0.5 text-xs text-brand-700 dark:text-brand-400"
              >
                {t(tag)}
              </span>
            ))}
          </span>
        </p>
      }
      before={
        <img
          src={post.image}
          alt=""
          width={1200}
          height={630}
          className="mb-10 aspect-[1200/630] w-full rounded-xl"
          decoding="async"
        />
      }
    />
  );
}
