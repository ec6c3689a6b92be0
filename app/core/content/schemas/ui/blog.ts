/** Strings of blog posts and lists of posts. */
import { z } from "zod";
import { template, text } from "#app/core/content/fields.ts";
import { cta } from "#app/core/content/schemas/links.ts";

export const blogStrings = {
  readMore: text,
  publishedOn: text,
  by: text,
  /** Blog posts, lists of posts and their pagination (app/components/blog/). */
  blog: z.strictObject({
    /** {minutes}: the post's reading time, worked out from its body. */
    readingTime: template("minutes"),
    tagsLabel: text,
    aboutAuthor: text,
    relatedHeading: text,
    shareHeading: text,
    /** Each link's text; they open the network's own share page in a new tab. */
    share: z.strictObject({ linkedin: text, x: text, facebook: text, email: text }),
    /** Said by screen readers after a link that opens a new tab. */
    newTab: text,
    /** The closing band of every post: the home page's call-to-action buttons (an id each, for analytics). */
    cta: z.strictObject({ heading: text, text, ctas: z.array(cta).min(1).max(2) }),
    /** The numbered page links under a list; {page} is a number. */
    pagination: z.strictObject({ label: text, previous: text, next: text, page: template("page") }),
    /** Title and description of list page 2 onwards: {title} and {description} are page 1's. */
    pageTitle: template("title", "page"),
    pageDescription: template("description", "page", "pages"),
    /** On an author's or tag's page, above the list. */
    postsHeading: text,
  }),
};
