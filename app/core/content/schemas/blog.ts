/** The blog: posts, authors and tags. */
import { z } from "zod";
import { assetPath, isoDate, listOfUnique, reference, shortText, text } from "#app/core/content/fields.ts";
import { pageBase } from "./page.ts";

export const blogPostSchema = z.strictObject({
  ...pageBase,
  date: isoDate,
  /** The writer: a file name in content/authors/, e.g. sarah-whitfield. */
  author: reference("authors"),
  /** File names in content/tags/; each tag has a page listing its posts. */
  tags: listOfUnique(reference("tags")).min(1, "needs at least one tag"),
  /** Cover picture, a file under public/, e.g. /images/blog/my-post.svg */
  image: assetPath,
});

/** A blog author (content/authors/<slug>.yaml): the page listing their posts and the bio under each post. */
export const authorSchema = z.strictObject({
  ...pageBase,
  name: shortText(40),
  /** Shown under the name: their job or what they know. */
  role: shortText(60),
  /** Two or three sentences, shown at the end of each of their posts. */
  bio: text,
});

/** A blog tag (content/tags/<slug>.yaml): the page listing its posts; `label` is the tag's chip. */
export const tagSchema = z.strictObject({ ...pageBase, label: shortText(30) });
