/** The blog: posts, authors and tags. */
import { z } from "zod";
import { assetPath, isoDate, listOfUnique, reference, shortText, text } from "#app/core/content/fields.ts";
import { pageBase } from "./page.ts";
import { sitemapOverrides } from "./sitemap.ts";

export const blogPostSchema = z.strictObject({
  ...pageBase,
  date: isoDate,
  author: reference("authors").describe("The writer: a file name in content/authors/, e.g. sarah-whitfield."),
  tags: listOfUnique(reference("tags"))
    .min(1, "needs at least one tag")
    .describe("File names in content/tags/; each tag has a page listing its posts."),
  image: assetPath.describe("Cover picture, a file under public/, e.g. /images/blog/my-post.svg"),
  ...sitemapOverrides,
});

/** A blog author (content/authors/<slug>.yaml): the page listing their posts and the bio under each post. */
export const authorSchema = z.strictObject({
  name: shortText(40),
  ...pageBase,
  role: shortText(60).describe("Shown under the name: their job or what they know."),
  bio: text.describe("Two or three sentences, shown at the end of each of their posts."),
  ...sitemapOverrides,
});

/** A blog tag (content/tags/<slug>.yaml): the page listing its posts; `label` is the tag's chip. */
export const tagSchema = z.strictObject({
  label: shortText(30).describe("The tag's chip on posts and lists."),
  ...pageBase,
  ...sitemapOverrides,
});
