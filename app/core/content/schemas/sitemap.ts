/** The sitemap's sections, and the sitemap fields any page may override. */
import { z } from "zod";
import { icon, isoDate, shortText, text } from "#app/core/content/fields.ts";

/** Sitemap sections, in the order the sitemap page lists them. */
const SECTION_IDS = [
  "main",
  "industries",
  "modules",
  "integrations",
  "resources",
  "case-studies",
  "blog",
  "legal",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const CHANGEFREQS = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;

/** Sitemap fields any page may override; otherwise its section's defaults apply. */
export const sitemapOverrides = {
  /** 0.0-1.0; leave out to use the section's priority. */
  priority: z.number().min(0).max(1).optional(),
  changefreq: z.enum(CHANGEFREQS).optional(),
  /** Last real change, YYYY-MM-DD; leave out to use the site's `contentUpdated` date. */
  updated: isoDate.optional(),
};

export const sectionsSchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        id: z.enum(SECTION_IDS),
        /** Also the label on the social card of every page in the section. */
        title: shortText(40),
        description: text,
        icon,
        priority: z.number().min(0).max(1),
        changefreq: z.enum(CHANGEFREQS),
        /**
         * Defaults for one collection's pages in this section where they differ from the section's,
         * by the collection's name in the registry: `{ collection: docsPages, priority: 0.5 }`. A
         * page's own priority or changefreq still wins.
         */
        collections: z
          .array(
            z.strictObject({
              collection: z.string().regex(/^[a-z][A-Za-z]*$/, "must be a collection's name, like docsPages"),
              priority: z.number().min(0).max(1).optional(),
              changefreq: z.enum(CHANGEFREQS).optional(),
            }),
          )
          .default([]),
      }),
    )
    .length(SECTION_IDS.length, `must list all ${SECTION_IDS.length} sections`),
});
export type Section = z.infer<typeof sectionsSchema>["sections"][number];
