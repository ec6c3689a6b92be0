/**
 * The blog's RSS 2.0 feed for one domain build: every post, newest first, with absolute links on
 * this domain and text in its spelling. Linked from every page's head (app/core/seo/seo.ts).
 */
import { XMLBuilder } from "fast-xml-parser";
import { absoluteUrl } from "#app/core/seo/index.ts";
import { FEED_PATH } from "#app/core/site/index.ts";
import type { CompiledContent } from "#app/core/content/index.ts";

/** RFC 822 dates, as RSS wants them; posts carry a day, so noon UTC. */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

export function rssFeed(
  content: CompiledContent,
  site: { siteUrl: string; language: string },
  spell: (text: string) => string,
): string {
  const { siteUrl } = site;
  const posts = [...content.collections.blog].sort((a, b) => b.data.date.localeCompare(a.data.date));
  // Posts name their author and tags by file name; readers see the names.
  const authorName = new Map(content.collections.authors.map((a) => [a.slug, a.data.name]));
  const tagLabel = new Map(content.collections.tags.map((t) => [t.slug, t.data.label]));
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  const body = builder.build({
    rss: {
      "@_version": "2.0",
      "@_xmlns:atom": "http://www.w3.org/2005/Atom",
      "@_xmlns:dc": "http://purl.org/dc/elements/1.1/",
      channel: {
        title: spell(content.data.site.feed.title),
        link: absoluteUrl(siteUrl, "/blog"),
        description: spell(content.data.site.feed.description),
        language: site.language,
        "atom:link": {
          "@_href": absoluteUrl(siteUrl, FEED_PATH),
          "@_rel": "self",
          "@_type": "application/rss+xml",
        },
        ...(posts[0] ? { lastBuildDate: rfc822(posts[0].data.date) } : {}),
        item: posts.map(({ path, data: post }) => ({
          title: spell(post.title),
          link: absoluteUrl(siteUrl, path),
          guid: { "#text": absoluteUrl(siteUrl, path), "@_isPermaLink": "true" },
          pubDate: rfc822(post.date),
          "dc:creator": authorName.get(post.author) ?? post.author,
          description: spell(post.description),
          category: post.tags.map((tag) => spell(tagLabel.get(tag) ?? tag)),
        })),
      },
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
