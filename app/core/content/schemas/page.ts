/**
 * What every page shares, and content/pages/*.md. A page's schema lists its fields in the order a
 * writer reads them, the editor shows them and the files keep them: `pageBase` first, the page's
 * own fields, then `sitemapOverrides`, which few pages set.
 */
import { z } from "zod";
import { description, pageTitle } from "#app/core/content/fields.ts";
import { sitemapOverrides } from "./sitemap.ts";

export const pageBase = {
  title: pageTitle,
  description,
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
    .optional()
    .describe("URL name; leave out to use the file name (useful for dated file names)."),
};

export const plainPageSchema = z.strictObject({
  ...pageBase,
  section: z.enum(["main", "resources", "legal"]).describe("Which sitemap section lists the page."),
  robots: z
    .enum(["index,follow", "noindex"])
    .default("index,follow")
    .describe("`noindex` keeps the page out of search engines and sitemap.xml."),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(60)
    .optional()
    .describe("On an index page: cards per page; more entries continue on /<page>/page/2 and so on."),
  ...sitemapOverrides,
});
