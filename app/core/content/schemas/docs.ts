/** The documentation: categories (_category.yaml) and pages. */
import { z } from "zod";
import { icon } from "#app/core/content/fields.ts";
import { pageBase } from "./page.ts";
import { sitemapOverrides } from "./sitemap.ts";

const order = z.number().int().positive().describe("Position in the documentation's lists, 1 first.");

export const docsCategorySchema = z.strictObject({ ...pageBase, icon, order, ...sitemapOverrides });
export const docsPageSchema = z.strictObject({ ...pageBase, order, ...sitemapOverrides });
