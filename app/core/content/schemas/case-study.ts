/** content/case-studies/*.md: a customer's story. */
import { z } from "zod";
import { reference, shortText, text } from "#app/core/content/fields.ts";
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
  /** Results as figures; the first is the headline on the case-study cards. */
  results: z
    .array(z.strictObject({ value: shortText(12), label: text }))
    .min(1)
    .max(4),
  quote: z.strictObject({ text, person: text, role: text }),
});
