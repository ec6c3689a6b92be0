/**
 * Step 3: the data's facts ({pricing.trialDays}) written into every YAML string and front matter
 * before anything reads the text, so renders, links and the manifest see values.
 */
import { applyContentFacts } from "#scripts/content/facts/apply-facts.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

export const factsStep = defineStep({
  name: "facts",
  adds: "the facts named in text resolved from the data, each name that does not resolve an error",
  run({ valid }: { valid: ValidContent }, { report }) {
    const facts = applyContentFacts(valid);
    report(facts.errors);
    return { facts: facts.data };
  },
});
