/** content/spelling.yaml: the US to UK word pairs, those for nouns only, and names never respelled. */
import { z } from "zod";

/** US word -> UK word, lowercase, whole words; every inflected form listed. */
const wordPairs = z.record(
  z.string().regex(/^[a-z][a-z-]*$/, "keys must be lowercase words"),
  z.string().regex(/^[a-z][a-z-]*$/, "values must be lowercase words"),
);

export const spellingSchema = z
  .strictObject({
    pairs: wordPairs.describe(
      "US word: UK word. One-way, never reversed; whole words, lowercase, and every inflected form listed (the build derives no plurals or tenses). Grouped by kind: -ize to -ise (UK embroidery shops digitise; en-GB dictionaries reject the -ize forms), -yze to -yse, -or to -our, -er to -re, -og to -ogue, -ense to -ence, single and double l, other differences, then vocabulary standard in the UK and unambiguous on this site. Left out on purpose, being the same in UK usage or ambiguous here: program (software), meter (device), dialog (interface term), check, tire, plow, apartment, practice, licensed and licensing.",
    ),
    nouns: wordPairs
      .default({})
      .describe(
        "Pairs whose US word is also a verb (or another part of speech) that keeps its spelling: changed only where a part-of-speech tagger reads the word as a noun in its sentence, at build time (scripts/content/spelling/uk-spelling.ts).",
      ),
    names: z
      .array(
        z.string().regex(/^\S+(?:\s+\S+)+$/, "must be a phrase of two words or more, as the text writes it"),
      )
      .default([])
      .describe(
        'Names and labels of third-party products, as the text writes them ("Connect store", a button in Shopify): never respelled. Two words or more: a single word here would keep that word everywhere.',
      ),
    allowed: z
      .array(z.string().regex(/^[A-Za-z][A-Za-z'-]*$/, "must be one word"))
      .default([])
      .describe(
        "Words the UK text keeps although an en-GB dictionary does not know them and an en-US one does (the build's check, scripts/content/spelling/): a product's own spelling, on purpose.",
      ),
  })
  .superRefine(({ pairs, nouns }, ctx) => {
    // The map is applied once, one way: a UK word that is also a US key would be rewritten twice.
    const keys = { ...pairs, ...nouns };
    for (const [section, map] of [
      ["pairs", pairs],
      ["nouns", nouns],
    ] as const) {
      for (const [us, uk] of Object.entries(map)) {
        const path = [section, us];
        if (us === uk) ctx.addIssue({ code: "custom", path, message: "maps a word to itself" });
        else if (uk in keys)
          ctx.addIssue({ code: "custom", path, message: `"${uk}" is itself a key, so the map would chain` });
        if (section === "nouns" && us in pairs)
          ctx.addIssue({
            code: "custom",
            path,
            message: "is also in pairs: a word is in one list or the other",
          });
      }
    }
  });
