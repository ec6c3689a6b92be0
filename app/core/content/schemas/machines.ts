/** content/machines.yaml: the embroidery machine brands Tracker sends files to, and their formats. */
import { z } from "zod";
import { shortText } from "#app/core/content/fields.ts";

/** The stitch-file formats the build recognises in copy (a format named beside a brand is checked). */
const STITCH_FORMATS = ["DST", "DSB", "EXP", "PES", "JEF", "VP3", "XXX", "HUS", "PEC"] as const;

export const machinesSchema = z
  .strictObject({
    brands: z
      .array(
        z.strictObject({
          id: z
            .string()
            .regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase id like tajima")
            .describe(
              "The brand's id, lowercase, as copy names it in facts: tajima in {machines.brands.tajima.formats}.",
            ),
          name: shortText(30).describe(
            "The brand as copy writes it, capitalised: Tajima. The check finds the brand in copy by this name.",
          ),
          formats: z
            .array(z.enum(STITCH_FORMATS))
            .min(1)
            .max(2)
            .describe(
              'The file formats Tracker sends to this brand\'s machines, the usual one first; at most two, read as "DSB or DST" (a list of three would read differently in UK and US English).',
            ),
        }),
      )
      .min(1)
      .describe("One entry per brand."),
  })
  .describe(
    "The embroidery machine brands Tracker sends stitch files to, and the formats each takes: copy that names a format beside a brand is checked against it.",
  );
