/** Strings of blog posts and lists of posts. */
import { z } from "zod";
import { template, text } from "#app/core/content/fields.ts";
import { cta } from "#app/core/content/schemas/links.ts";

export const blogStrings = {
  readMore: text,
  publishedOn: text,
  by: text,
  blog: z
    .strictObject({
      readingTime: template("minutes").describe(
        "{minutes}: the post's reading time, worked out from its body.",
      ),
      tagsLabel: text,
      aboutAuthor: text,
      relatedHeading: text,
      shareHeading: text,
      share: z
        .strictObject({ linkedin: text, x: text, facebook: text, email: text })
        .describe("Each link's text; they open the network's own share page in a new tab."),
      newTab: text.describe("Said by screen readers after a link that opens a new tab."),
      cta: z
        .strictObject({ heading: text, text, ctas: z.array(cta).min(1).max(2) })
        .describe(
          "The closing band of every post: the home page's call-to-action buttons (an id each, for analytics).",
        ),
      pagination: z
        .strictObject({ label: text, previous: text, next: text, page: template("page") })
        .describe("The numbered page links under a list; {page} is a number."),
      pageTitle: template("title", "page").describe(
        "Title and description of list page 2 onwards: {title} and {description} are page 1's.",
      ),
      pageDescription: template("description", "page", "pages"),
      postsHeading: text.describe("On an author's or tag's page, above the list."),
    })
    .describe("Blog posts, lists of posts and their pagination (app/components/blog/)."),
};
