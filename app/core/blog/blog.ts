/**
 * The blog's arithmetic, shared by the loaders (at prerender) and the tests: reading time,
 * related posts and share links. Pure functions of their arguments.
 */

/** Words a reader gets through in a minute of on-screen reading (the usual 200 to 250). */
const WORDS_PER_MINUTE = 230;

/** The words of a rendered body: its HTML without tags; a no-break space parts words, other entities join them. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[#\w]+;/g, "")
    .trim();
  return text ? text.split(/\s+/).length : 0;
}

/** Whole minutes, never less than one. */
export function readingMinutes(html: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(countWords(html) / wordsPerMinute));
}

type Tagged = { path: string; date: string; tags: readonly string[] };

/**
 * Up to `max` other posts that share a tag with `post`: the most tags in common first, then the
 * newest. Posts with no tag in common are never offered.
 */
export function relatedPosts<Post extends Tagged>(post: Tagged, posts: readonly Post[], max = 3): Post[] {
  const tags = new Set(post.tags);
  return posts
    .filter((other) => other.path !== post.path)
    .map((other) => ({ other, shared: other.tags.filter((t) => tags.has(t)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, max)
    .map(({ other }) => other);
}

export type ShareNetwork = "linkedin" | "x" | "facebook" | "email";

/** Each network's own share page for a URL: plain links, no scripts from the networks. */
export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}
