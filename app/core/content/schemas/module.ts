/** content/modules/*.md: a module page. */
import { z } from "zod";
import { MODULE_CATEGORIES } from "#app/core/product/index.ts";
import { icon, reference, text } from "#app/core/content/fields.ts";
import { pageBase } from "./page.ts";
import { sitemapOverrides } from "./sitemap.ts";
import { point, proof } from "./proof.ts";

export const moduleSchema = z.strictObject({
  ...pageBase,
  icon,
  category: z.enum(MODULE_CATEGORIES),
  order: z.number().int().positive().describe("Position in lists, 1 first."),
  summary: text.describe("Card blurb for menus and module grids, one short sentence."),
  screenAlt: text.describe(
    "The module's screen (scripts/assets/images/screens/<file name>.ts draws it): what it shows, for people who cannot see it. Say what is on the screen, not what the module is.",
  ),
  benefits: z
    .array(point)
    .length(3, "needs exactly 3 benefits")
    .describe("Why a shop wants it: three short benefits."),
  steps: z
    .array(point)
    .min(3, "needs at least 3 steps")
    .max(4, "needs at most 4 steps")
    .describe("How it works, in order: three or four steps."),
  related: z
    .array(reference("modules"))
    .min(2)
    .max(3)
    .describe("Modules worth reading next, by file name: two or three."),
  proof,
  ...sitemapOverrides,
});
