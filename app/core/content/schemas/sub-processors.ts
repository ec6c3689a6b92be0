/**
 * content/sub-processors.yaml: the companies that process Customer Data for us (sub-processors under
 * the data processing agreement), one list that /sub-processors shows as a table (`::data-table`).
 */
import { z } from "zod";
import { isoDate, shortText, text } from "#app/core/content/fields.ts";

const subProcessor = z.strictObject({
  name: shortText(80).describe("The company, as its contract names it: Intercom, Inc."),
  purpose: text.describe("What it does for Tracker, in a phrase."),
  data: text.describe("The personal data it processes: The recipient's name and email address."),
  location: text.describe("Where it processes that data, by country or region: United States."),
  since: isoDate.describe("The day we started using it."),
});

type Column = keyof typeof subProcessor.shape;
/** One heading per field of an entry, in the entry's order. */
const columns = z
  .strictObject(
    Object.fromEntries(Object.keys(subProcessor.shape).map((key) => [key, shortText(40)])) as Record<
      Column,
      ReturnType<typeof shortText>
    >,
  )
  .describe("Each column's heading on /sub-processors.");

export const subProcessorsSchema = z
  .strictObject({
    updated: isoDate.describe(
      "When the list last changed, shown on /sub-processors: on or after every company's Since date.",
    ),
    table: z.strictObject({
      columns,
      rows: z.array(subProcessor).min(1).describe("The companies, one row each."),
    }),
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
  })
  .describe(
    "/sub-processors: the companies that process Customer Data for us, under the data processing agreement. Change `updated` whenever the list changes.",
  );
