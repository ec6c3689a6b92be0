/**
 * content/sub-processors.yaml: the companies that process Customer Data for us (sub-processors under
 * the data processing agreement), one list that /sub-processors shows as a table (`::data-table`).
 */
import { z } from "zod";
import { isoDate, shortText, text } from "#app/core/content/fields.ts";

const subProcessor = z.strictObject({
  /** The company, as its contract names it. */
  name: shortText(80),
  /** What it does for Tracker, in a phrase. */
  purpose: text,
  /** The personal data it processes. */
  data: text,
  /** Where it processes that data: countries or regions. */
  location: text,
  /** The day we started using it. */
  since: isoDate,
});

type Column = keyof typeof subProcessor.shape;
/** Each column's heading on /sub-processors, one per field of an entry, in the entry's order. */
const columns = z.strictObject(
  Object.fromEntries(Object.keys(subProcessor.shape).map((key) => [key, shortText(40)])) as Record<
    Column,
    ReturnType<typeof shortText>
  >,
);

export const subProcessorsSchema = z
  .strictObject({
    /** When the list last changed: /sub-processors shows it, and it is never before an entry's `since`. */
    updated: isoDate,
    table: z.strictObject({ columns, rows: z.array(subProcessor).min(1) }),
  })
  .superRefine(({ updated, table }, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.since > updated)
        ctx.addIssue({
          code: "custom",
          path: ["updated"],
          message: `must be on or after ${row.since}, when ${row.name} (table.rows.${index}) was added: the list changed then`,
        });
    });
  });
