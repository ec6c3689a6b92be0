/** What every page shares, and content/pages/*.md. */
import { z } from "zod";
import { description, pageTitle } from "#app/core/content/fields.ts";
import { sitemapOverrides } from "./sitemap.ts";

export const pageBase = {
  title: pageTitle,
  description,
  /** URL name; leave out to use the file name (useful for dated file names). */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
    .optional(),
  ...sitemapOverrides,
};

export const plainPageSchema = z.strictObject({
  ...pageBase,
  /** Which sitemap section lists the page. */
  section: z.enum(["main", "resources", "legal"]),
  /** `noindex` keeps the page out of search engines and sitemap.xml. */
  robots: z.enum(["index,follow", "noindex"]).default("index,follow"),
  /** On an index page: cards per page; more entries continue on /<page>/page/2 and so on. */
  pageSize: z.number().int().min(1).max(60).optional(),
});
