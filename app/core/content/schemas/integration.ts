/** content/integrations/*.md: a partner's integration page. */
import { z } from "zod";
import { INTEGRATION_KINDS, SYNC_DIRECTIONS } from "#app/core/product/index.ts";
import { shortText, sitePath, text } from "#app/core/content/fields.ts";
import { pageBase } from "./page.ts";
import { sitemapOverrides } from "./sitemap.ts";

export const integrationSchema = z.strictObject({
  ...pageBase,
  partner: shortText(40).describe("The partner's name, shown as text (never their logo artwork)."),
  kind: z.enum(INTEGRATION_KINDS),
  order: z.number().int().positive(),
  summary: text,
  syncs: z
    .array(z.strictObject({ data: shortText(60), direction: z.enum(SYNC_DIRECTIONS), detail: text }))
    .min(1)
    .describe("What moves between the partner and Tracker, and which way."),
  setup: z.array(text).min(2, "needs at least 2 steps").describe("Setting it up, step by step."),
  docs: sitePath.describe("The documentation page that covers it in full."),
  ...sitemapOverrides,
});
