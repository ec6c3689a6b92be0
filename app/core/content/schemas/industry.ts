/** content/industries/*.md: an industry page. */
import { z } from "zod";
import { icon, reference, text } from "#app/core/content/fields.ts";
import { claimedFigure } from "./claims.ts";
import { pageBase } from "./page.ts";
import { proof } from "./proof.ts";

export const industrySchema = z.strictObject({
  ...pageBase,
  icon,
  order: z.number().int().positive(),
  summary: text,
  /** The shop's pains, each matched to the module that solves it and how. */
  pains: z
    .array(z.strictObject({ pain: text, module: reference("modules"), solution: text }))
    .min(3, "needs at least 3 pains")
    .max(6, "needs at most 6 pains"),
  /** The figures that matter to this trade, each a claim (claims.yaml id) shown with its source. */
  figures: z.array(claimedFigure).length(3, "needs exactly 3 figures"),
  proof,
});
