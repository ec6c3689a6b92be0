/**
 * content/imports.yaml: Tracker's import (Settings > Import), each file it takes and the columns it
 * recognizes, written once. The import guide's tables (`::import-columns`), its sample rows
 * (`::import-sample`) and every moving-from page's column mapping are made from it, and a mapping
 * that names a column this file does not have fails the build (`importColumn` below).
 */
import { z } from "zod";
import { keyIn, shortText, template, text } from "#app/core/content/fields.ts";
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
  /** The header Tracker recognizes (matched without regard to case or spaces). */
  id: columnId,
  /** What the column holds, in a sentence. */
  holds: text,
  /** A value as a shop would write it in the file; per market where it differs (a phone number). */
  example: shortText(60),
  /** A row without this value is refused. */
  required: z.boolean().default(false),
});

const importFile = z.strictObject({
  id: z.enum(IMPORT_FILES),
  /** Its name under Settings > Import, and on the moving-from pages' "What moves". */
  name: shortText(40),
  columns: z.array(column).min(1),
});

/** The words of the pages made from this data: the moving-from pages, /pricing's links, the guide's tables. */
const labels = z.strictObject({
  /** The order a shop imports the files in, and why. */
  importOrder: text,
  /** The import guide's table of a file's columns. */
  columns: z.strictObject({ column: text, holds: text, example: text, required: text }),
  moving: z.strictObject({
    movesHeading: text,
    mappingHeading: text,
    /** Above the mapping tables; {date} is the day the page's column names were checked. */
    checked: template("date"),
    /** Above the mapping tables of a page whose headings are not checked (yet): the usual headings. */
    typical: text,
    /** Where the system describes its own export, for the reader to compare. */
    source: text,
    /**
     * The mapping table's headers (the system's column, Tracker's column, a note), and the line
     * under an export's name saying which of Tracker's import files it goes into ({files}).
     */
    table: z.strictObject({ from: text, to: text, note: text, into: template("files") }),
    staysHeading: text,
    timelineHeading: text,
    guide: pageLink,
    ctaBand: z.strictObject({ heading: text, text }),
  }),
  /** /pricing's links to the moving-from pages. */
  pricing: z.strictObject({ heading: text, text }),
});

/** Each id once, its repeats named at their place. */
function unique<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  ctx: z.RefinementCtx,
  path: (i: number) => (string | number)[],
) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const id = idOf(item);
    if (seen.has(id)) ctx.addIssue({ code: "custom", path: path(i), message: `"${id}" is listed twice` });
    seen.add(id);
  });
}

export const importsSchema = z
  .strictObject({
    /** Every file Tracker imports, once each, in the order a shop imports them. */
    files: z.array(importFile),
    labels,
  })
  .superRefine((imports, ctx) => {
    unique(
      imports.files,
      (f) => f.id,
      ctx,
      (i) => ["files", i, "id"],
    );
    const missing = IMPORT_FILES.filter((id) => !imports.files.some((f) => f.id === id));
    if (missing.length > 0)
      ctx.addIssue({
        code: "custom",
        path: ["files"],
        message: `must list every import file; missing: ${missing.join(", ")}`,
      });
    imports.files.forEach((file, f) =>
      unique(
        file.columns,
        (c) => c.id,
        ctx,
        (i) => ["files", f, "columns", i, "id"],
      ),
    );
  });
export type ImportsContent = z.output<typeof importsSchema>;

/** Every column's key, `file.column` ("customers.email"): what other content names a column by. */
export function importColumnKeys(imports: ImportsContent): string[] {
  return imports.files.flatMap((file) => file.columns.map((c) => `${file.id}.${c.id}`));
}

/** A column of Tracker's import, named by its key ("customers.email"); the build checks it exists. */
export const importColumn = keyIn("imports");
