/**
 * content/imports.yaml: Tracker's import (Settings > Import), each file it takes and the columns it
 * recognizes, written once. The import guide's tables (`::import-columns`), its sample rows
 * (`::import-sample`) and every moving-from page's column mapping are made from it, and a mapping
 * that names a column this file does not have fails the build (`importColumn` below).
 */
import { z } from "zod";
import { keyIn, listOfUniqueBy, shortText, template, text } from "#app/core/content/fields.ts";
import { pageLink } from "./links.ts";

/** The files Tracker imports, in the order a shop imports them: each later one names the earlier. */
export const IMPORT_FILES = ["customers", "products", "price-lists", "orders", "logos"] as const;

/** A column's header, as the CSV file's first row writes it. */
const columnId = z
  .string()
  .regex(
    /^[a-z]+(?:_[a-z]+)*$/,
    "must be lowercase words joined by underscores, as the file's header row writes it",
  );

const column = z.strictObject({
  id: columnId.describe(
    "The column's header as Tracker recognizes it, lowercase words joined by underscores: postal_code. Tracker matches it without regard to case or spaces.",
  ),
  holds: text.describe("What the column holds, in a sentence."),
  example: shortText(60).describe(
    "A value as a shop would write it in the file: Jo Bennett. Give each market its own where they differ (a phone number).",
  ),
  required: z.boolean().default(false).describe("On when Tracker refuses a row without this value."),
});

const importFile = z.strictObject({
  id: z.enum(IMPORT_FILES),
  name: shortText(40).describe(
    "The file's name under Settings > Import, also shown on the moving-from pages' \"What moves\": Customers and contacts.",
  ),
  columns: listOfUniqueBy(column, "id")
    .min(1)
    .describe("Every column Tracker recognizes in this file, once each."),
});

const labels = z
  .strictObject({
    importOrder: text.describe("The order a shop imports the files in, and why."),
    columns: z
      .strictObject({ column: text, holds: text, example: text, required: text })
      .describe("The headers of the import guide's table of a file's columns."),
    moving: z
      .strictObject({
        movesHeading: text,
        mappingHeading: text,
        checked: template("date").describe(
          "Above the mapping tables; {date} is the day the page's column names were checked.",
        ),
        typical: text.describe(
          "Above the mapping tables of a page whose column names are not checked (yet): says they are the usual headings.",
        ),
        source: text.describe(
          "The words of the link to where the system describes its own export, for the reader to compare.",
        ),
        table: z
          .strictObject({
            from: text,
            to: text,
            note: text,
            into: template("files").describe(
              "The line under an export's name; {files} is which of Tracker's import files it goes into.",
            ),
          })
          .describe("The mapping table's headers: the system's column, Tracker's column, a note."),
        staysHeading: text,
        timelineHeading: text,
        guide: pageLink,
        ctaBand: z.strictObject({ heading: text, text }),
      })
      .describe("The words of every moving-from page."),
    pricing: z
      .strictObject({ heading: text, text })
      .describe("Above /pricing's links to the moving-from pages."),
  })
  .describe(
    "The words of the pages made from this file: the moving-from pages, /pricing's links, the guide's tables.",
  );

export const importsSchema = z
  .strictObject({
    files: listOfUniqueBy(importFile, "id")
      .superRefine((files, ctx) => {
        const missing = IMPORT_FILES.filter((id) => !files.some((f) => f.id === id));
        if (missing.length > 0)
          ctx.addIssue({
            code: "custom",
            message: `must list every import file; missing: ${missing.join(", ")}`,
          });
      })
      .describe("Every file Tracker imports, once each, in the order a shop imports them."),
    labels,
  })
  .describe(
    "Tracker's import (Settings > Import): each file it takes and the columns it recognizes, written once. The import guide's tables and every moving-from page's column mapping are made from it.",
  );
export type ImportsContent = z.output<typeof importsSchema>;

type ImportFileId = (typeof IMPORT_FILES)[number];

/** A column's key, `file.column` ("customers.email"): what other content names a column by. */
const importColumnKey = (file: ImportFileId, column: string) => `${file}.${column}`;

/** Every column's key (importColumnKey). */
export function importColumnKeys(imports: ImportsContent): string[] {
  return imports.files.flatMap((file) => file.columns.map((c) => importColumnKey(file.id, c.id)));
}

/**
 * The file and the column a key names: "customers.email" is { file: "customers", column: "email" }.
 * For a key the build has checked (`importColumn`), which names a file of IMPORT_FILES.
 */
export function importColumnOf(key: string): { file: ImportFileId; column: string } {
  const dot = key.indexOf(".");
  if (dot < 0) throw new Error(`"${key}" is not an import column's key (file.column)`);
  return { file: key.slice(0, dot) as ImportFileId, column: key.slice(dot + 1) };
}

/** A column of Tracker's import, named by its key ("customers.email"); the build checks it exists. */
export const importColumn = keyIn("imports");
