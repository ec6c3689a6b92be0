/**
 * What blog pages need from the compiled content, for loaders only: a post's author and tags as
 * links, the posts of an author or tag as cards, and a post's related posts.
 */
import { relatedPosts } from "#app/core/blog/index.ts";
import type { Card } from "#app/core/content/index.ts";
import { getCollection, marketDate } from "./content.server.ts";

/** A card whose `date` becomes its visible meta line, written the market's way. */
export function withLocalDate(card: Card): Card {
  return card.date ? { ...card, meta: marketDate(card.date) } : card;
}

export type AuthorLink = { name: string; role: string; bio: string; path: string };
export type TagLink = { label: string; path: string };

export function authorLink(slug: string): AuthorLink {
  const author = getCollection("authors").find((a) => a.slug === slug);
  if (!author) throw new Error(`no author ${slug} in content/authors/`);
  const { name, role, bio } = author.data;
  return { name, role, bio, path: author.path };
}

/** A post's tags, in the post's order, each with its page. */
export function tagLinks(slugs: readonly string[]): TagLink[] {
  const tags = getCollection("tags");
  return slugs.map((slug) => {
    const tag = tags.find((t) => t.slug === slug);
    if (!tag) throw new Error(`no tag ${slug} in content/tags/`);
    return { label: tag.data.label, path: tag.path };
  });
}

/** Cards of the posts `keep` accepts, newest first (the collection's order). */
export function postCards(keep: (post: { author: string; tags: readonly string[] }) => boolean): Card[] {
  return getCollection("blog")
    .filter((entry) => keep(entry.data))
    .map((entry) => withLocalDate(entry.card));
}

/** Cards of up to `max` posts sharing a tag with the post at `path` (core/blog/blog.ts relatedPosts). */
export function relatedCards(path: string, max = 3): Card[] {
  const posts = getCollection("blog").map((entry) => ({ ...entry.data, path: entry.path, card: entry.card }));
  const post = posts.find((p) => p.path === path);
  return post ? relatedPosts(post, posts, max).map((p) => withLocalDate(p.card)) : [];
}
