/**
 * content/moving-from/*.md: moving to Tracker from the system a shop uses now. Written so a reader
 * can check every word of it against their own account: the export's column names as that system
 * shows them, with the day they were checked, and no judgement of the other product.
 */
import { z } from "zod";
import { absoluteUrl, isoDate, perKey, shortText, text } from "#app/core/content/fields.ts";
import { IMPORT_FILES, importColumn } from "./imports.ts";
import { pageBase } from "./page.ts";
import { sitemapOverrides } from "./sitemap.ts";

export const movingFromSchema = z.strictObject({
  ...pageBase,
  system: shortText(40).describe(
    "The system's name as it writes it (Printavo, shopVOX), or the kind of file it is (Spreadsheets).",
  ),
  order: z.number().int().positive().describe("Position of the page's card on /moving-from, 1 first."),
  summary: text.describe("The text of the page's card on /moving-from."),
  checked: isoDate
    .optional()
    .describe(
      "The day you checked the export's column names below against the system itself (docs/moving-from.md says how). Leave it out until you have, and for a kind of file with no system to check (spreadsheets): the page then calls them the usual headings.",
    ),
  source: absoluteUrl
    .optional()
    .describe(
      "The web address where the system describes its own export, if it has one, so the reader can compare: https://…",
    ),
  moves: perKey(IMPORT_FILES, text).describe(
    "How each kind of record moves: a sentence or two for each of Tracker's import files.",
  ),
  mapping: z
    .array(
      z.strictObject({
        export: shortText(80).describe("The export as the system names it: Customers CSV."),
        how: text.describe(
          "How to download it, in the system's own words where it has them: the menu to open, the button to click.",
        ),
        columns: z
          .array(
            z.strictObject({
              from: shortText(60).describe(
                "The column's header in the export, exactly as the file writes it: phone_number.",
              ),
              to: importColumn.describe(
                "The column of Tracker's import it goes to, as file.column: customers.phone (content/imports.yaml lists them).",
              ),
              note: text
                .optional()
                .describe(
                  "What to do with the value on the way, if anything: Map lastname to the same column and Tracker joins the two.",
                ),
            }),
          )
          .min(1)
          .describe("Each column of the export, and where it goes."),
      }),
    )
    .min(1)
    .describe("Each export the shop downloads, and where each of its columns goes in Tracker's import."),
  stays: z
    .array(
      z.strictObject({
        what: shortText(80).describe("The thing the reader will look for: Customer logins."),
        why: text.describe("Why it does not move, and what happens to it instead."),
      }),
    )
    .min(1)
    .describe("What does not move, and why."),
  timeline: z
    .array(
      z.strictObject({
        step: text.describe("What the shop does in this step."),
        time: shortText(40).describe("How long it takes: An afternoon or two."),
      }),
    )
    .min(2, "needs at least 2 steps")
    .describe("A typical move, step by step, with how long each step takes."),
  ...sitemapOverrides,
});
