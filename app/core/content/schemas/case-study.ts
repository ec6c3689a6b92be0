/** content/case-studies/*.md: a customer's story. */
import { z } from "zod";
import { reference, shortText, text } from "#app/core/content/fields.ts";
import { claimedFigure, quoteId } from "./claims.ts";
import { pageBase } from "./page.ts";

export const caseStudySchema = z.strictObject({
  ...pageBase,
  company: text,
  /** The industry page this customer belongs to: a file name in content/industries/. */
  industry: reference("industries"),
  location: text,
  order: z.number().int().positive(),
  summary: text,
  /** The modules the customer runs, by file name. */
  modules: z.array(reference("modules")).min(1),
  /** How long from signing up to running the shop on Tracker, e.g. "6 weeks". */
  liveIn: shortText(20),
  /** Results as claims (claims.yaml ids), shown with their sources; the first is the cards' headline. */
  results: z.array(claimedFigure).min(1).max(4),
  /** The customer's words, by id in quotes.yaml. */
  quote: quoteId.transform((id) => ({ id, text: "", person: "", role: "" })),
});
