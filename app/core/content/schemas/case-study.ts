/** content/case-studies/*.md: a customer's story. */
import { z } from "zod";
import { reference, shortText, text } from "#app/core/content/fields.ts";
import { claimedFigure, quoteId } from "./claims.ts";
import { pageBase } from "./page.ts";
import { sitemapOverrides } from "./sitemap.ts";

export const caseStudySchema = z.strictObject({
  ...pageBase,
  company: text,
  industry: reference("industries").describe(
    "The industry page this customer belongs to: a file name in content/industries/.",
  ),
  location: text,
  order: z.number().int().positive(),
  summary: text,
  modules: z.array(reference("modules")).min(1).describe("The modules the customer runs, by file name."),
  liveIn: shortText(20).describe('How long from signing up to running the shop on Tracker, e.g. "6 weeks".'),
  results: z
    .array(claimedFigure)
    .min(1)
    .max(4)
    .describe(
      "Results as claims (claims.yaml ids), shown with their sources; the first is the cards' headline.",
    ),
  quote: quoteId
    .describe("The customer's words, by id in quotes.yaml.")
    .transform((id) => ({ id, text: "", person: "", role: "" })),
  ...sitemapOverrides,
});
