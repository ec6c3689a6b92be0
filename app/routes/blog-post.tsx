import { CtaBand } from "#app/components/content/calls-to-action.tsx";
import { AuthorBio, ShareLinks, TagList } from "#app/components/blog/post-parts.tsx";
import { ArticlePage } from "#app/components/content/article-page.tsx";
import { CardGrid } from "#app/components/content/card-grid.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { readingMinutes, shareLinks } from "#app/core/blog/index.ts";
import { absoluteUrl } from "#app/core/seo/index.ts";
import { authorLink, relatedCards, tagLinks } from "#app/server/blog.server.ts";
import { buildDomain, spellForBuild } from "#app/server/build.server.ts";
import { getData, getEntry, marketDate, requestPath } from "#app/server/content.server.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { blogPostSchema } from "#app/server/structured-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import type { Route } from "./+types/blog-post.ts";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

/**
 * A blog post: byline (date, author, reading time, tags), cover image and the article, then the
 * author's bio, share links, related posts and the closing call to action.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { path, data: post } = getEntry("blog", requestPath(request));
  const ui = getData("ui");
  const author = authorLink(post.author);
  const tags = tagLinks(post.tags);
  const data = pageData(request, { ogType: "article", keywords: tags.map((tag) => tag.label) });
  const schema = [
    ...data.schema,
    blogPostSchema({ path, ...post, author: author.name, tags: tags.map((tag) => tag.label) }),
  ];
  const url = absoluteUrl(getData("site").siteUrl[buildDomain()], path);
  return {
    ...data,
    schema,
    post: {
      date: post.date,
      dateLabel: marketDate(post.date),
      image: post.image,
      minutes: data.body ? readingMinutes(data.body.html) : 1,
      author,
      tags,
      related: relatedCards(path),
      share: shareLinks(url, spellForBuild(post.title)),
    },
    labels: {
      publishedOn: ui.publishedOn,
      by: ui.by,
      readingTime: ui.blog.readingTime,
      tagsLabel: ui.blog.tagsLabel,
      aboutAuthor: ui.blog.aboutAuthor,
      relatedHeading: ui.blog.relatedHeading,
      shareHeading: ui.blog.shareHeading,
      share: ui.blog.share,
      newTab: ui.blog.newTab,
    },
    cta: ui.blog.cta,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { post, labels, cta } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      headerExtra={
        <div className="mt-6 flex flex-col gap-3 text-sm text-slate-600 dark:text-slate-400">
          <p>
            {t(labels.publishedOn)} <time dateTime={post.date}>{post.dateLabel}</time> {t(labels.by)}{" "}
            {post.author.name}
            {/* Seen: a dot; heard and searched: a full stop. */}
            <span aria-hidden="true" {...UNSEARCHED}>
              {" · "}
            </span>
            <span className="sr-only">. </span>
            {fillTemplate(t(labels.readingTime), { minutes: String(post.minutes) })}
          </p>
          <TagList tags={post.tags} label={labels.tagsLabel} />
        </div>
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
      after={
        <>
          <AuthorBio author={post.author} heading={labels.aboutAuthor} />
          <ShareLinks
            links={post.share}
            labels={labels.share}
            heading={labels.shareHeading}
            newTab={labels.newTab}
          />
          {post.related.length > 0 && (
            <section
              aria-labelledby="related-posts"
              className="render-when-near mt-12"
              data-related-posts
              {...UNSEARCHED}
            >
              <h2 id="related-posts" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
                {t(labels.relatedHeading)}
              </h2>
              <CardGrid items={post.related} headingLevel={3} />
            </section>
          )}
          <CtaBand {...cta} />
        </>
      }
    />
  );
}
