/** content/industries/*.md: an industry page. */
import { z } from "zod";
import { icon, reference, text } from "#app/core/content/fields.ts";
import { claimedFigure } from "./claims.ts";
import { pageBase } from "./page.ts";
import { sitemapOverrides } from "./sitemap.ts";
import { proof } from "./proof.ts";

export const industrySchema = z.strictObject({
  ...pageBase,
  icon,
  order: z.number().int().positive(),
  summary: text,
  pains: z
    .array(z.strictObject({ pain: text, module: reference("modules"), solution: text }))
    .min(3, "needs at least 3 pains")
    .max(6, "needs at most 6 pains")
    .describe("The shop's pains, each matched to the module that solves it and how."),
  figures: z
    .array(claimedFigure)
    .length(3, "needs exactly 3 figures")
    .describe("The figures that matter to this trade, each a claim (claims.yaml id) shown with its source."),
  proof,
  ...sitemapOverrides,
});
