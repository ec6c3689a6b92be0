/** content/spelling.yaml: the US to UK word pairs. */
import { z } from "zod";

export const spellingSchema = z.strictObject({
  /** US word -> UK word, lowercase, whole words; every inflected form listed. */
  pairs: z
    .record(
      z.string().regex(/^[a-z][a-z-]*$/, "keys must be lowercase words"),
      z.string().regex(/^[a-z][a-z-]*$/, "values must be lowercase words"),
    )
    .superRefine((pairs, ctx) => {
      // The map is applied once, one way: a UK word that is also a US key would be rewritten twice.
      for (const [us, uk] of Object.entries(pairs)) {
        if (us === uk) ctx.addIssue({ code: "custom", path: [us], message: "maps a word to itself" });
        else if (uk in pairs) {
          ctx.addIssue({
            code: "custom",
            path: [us],
            message: `"${uk}" is itself a key, so the map would chain`,
          });
        }
      }
    }),
  /**
   * Words the UK text keeps although an en-GB dictionary does not know them and an en-US one does
   * (the build's check, scripts/content/spelling/): a product's own spelling, on purpose.
   */
  allowed: z.array(z.string().regex(/^[A-Za-z][A-Za-z'-]*$/, "must be one word")).default([]),
});
