/** content/machines.yaml: the embroidery machine brands Tracker sends files to, and their formats. */
import { z } from "zod";
import { shortText } from "#app/core/content/fields.ts";

/** The stitch-file formats the build recognises in copy (a format named beside a brand is checked). */
const STITCH_FORMATS = ["DST", "DSB", "EXP", "PES", "JEF", "VP3", "XXX", "HUS", "PEC"] as const;

export const machinesSchema = z.strictObject({
  brands: z
    .array(
      z.strictObject({
        /** The brand in facts: {machines.brands.tajima.formats}. */
        id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase id like tajima"),
        /** The brand as copy writes it, capitalised: the check finds it by this name. */
        name: shortText(30),
        /**
         * The formats Tracker sends to this brand's machines, the usual one first; at most two, as
         * "DSB or DST" (a list of three would read differently in UK and US English).
         */
        formats: z.array(z.enum(STITCH_FORMATS)).min(1).max(2),
      }),
    )
    .min(1),
});
