/**
 * The data's facts ({pricing.trialDays}, {market.tax.name}) written into every YAML string
 * and front matter before anything reads the text, so renders, links and the manifest see values.
 */
import type { Markets } from "#app/core/content/index.ts";
import { applyContentFacts } from "#scripts/content/facts/apply-facts.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

export const factsStep = defineStep({
  name: "facts",
  adds: "the facts named in text resolved from the data, each name that does not resolve an error",
  run({ valid }: { valid: ValidContent }, { market, report }) {
    // Copy names this market's own details as {market.company.legalName}, {market.tax.name}.
    const markets = valid.data.markets?.data as Markets | undefined;
    const facts = applyContentFacts(valid, markets ? { market: markets[market] } : {});
    report(facts.errors);
    return { facts: facts.data };
  },
});
