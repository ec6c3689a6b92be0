/**
 * content/usage.yaml: words a dictionary of the market's English accepts but its readers would not
 * use (US usage in British text, and the mirror). The build refuses each in that market's text,
 * saying what to write instead.
 */
import { z } from "zod";
import { shortText } from "#app/core/content/fields.ts";

const usage = z.strictObject({
  /** The word or phrase the market does not say, as a writer would type it (any case; plurals match). */
  avoid: shortText(40),
  /** What the market says instead, as the build's message suggests it. */
  say: shortText(80),
  /** Phrases in which the word is right for this market too ("software program"). */
  unless: z.array(shortText(60)).default([]),
});

export const usageSchema = z.strictObject({
  /** Not in .com text: US usage a British reader would not use. */
  com: z.array(usage),
  /** Not in .us text: UK usage an American reader would not use. */
  us: z.array(usage),
});

export type UsageList = z.output<typeof usageSchema>["com"];
