/**
 * content/moving-from/*.md: moving to Tracker from the system a shop uses now. Written so a reader
 * can check every word of it against their own account: the export's column names as that system
 * shows them, with the day they were checked, and no judgement of the other product.
 */
import { z } from "zod";
import { absoluteUrl, isoDate, shortText, text } from "#app/core/content/fields.ts";
import { IMPORT_FILES, importColumn } from "./imports.ts";
import { pageBase } from "./page.ts";

export const movingFromSchema = z.strictObject({
  ...pageBase,
  /** The system's name as it writes it (Printavo, shopVOX), or the kind of file (Spreadsheets). */
  system: shortText(40),
  order: z.number().int().positive(),
  /** The card's text on /moving-from. */
  summary: text,
  /**
   * The day the export's column names below were checked against the system itself (docs/moving-from.md
   * says how). Leave it out until they have been, and for a kind of file with no system to check it
   * against (spreadsheets): the page then calls them the usual headings, never checked ones.
   */
  checked: isoDate.optional(),
  /** Where the system describes its own export, if it does: the reader can compare. */
  source: absoluteUrl.optional(),
  /** How each kind of record moves, one sentence or two for each of Tracker's import files. */
  moves: z.strictObject(
    Object.fromEntries(IMPORT_FILES.map((id) => [id, text])) as Record<
      (typeof IMPORT_FILES)[number],
      typeof text
    >,
  ),
  /** Each export the shop downloads, and where each of its columns goes in Tracker's import. */
  mapping: z
    .array(
      z.strictObject({
        /** The export as the system names it. */
        export: shortText(80),
        /** How to download it, in the system's own words where it has them. */
        how: text,
        columns: z
          .array(
            z.strictObject({
              /** The column's header in the export, exactly as the file writes it. */
              from: shortText(60),
              /** Tracker's import column it goes to, as `file.column` (content/imports.yaml). */
              to: importColumn,
              /** What to do with it on the way, if anything. */
              note: text.optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  /** What does not move, and why: each a thing the reader will look for. */
  stays: z.array(z.strictObject({ what: shortText(80), why: text })).min(1),
  /** A typical move, step by step, with how long each step takes. */
  timeline: z.array(z.strictObject({ step: text, time: shortText(40) })).min(2, "needs at least 2 steps"),
});
