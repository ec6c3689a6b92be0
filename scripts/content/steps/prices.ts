/**
 * Each price in the market's currency. pricing.yaml writes every price once per currency
 * (`GBP: 79`, `USD: 99`); a market's pages, its facts ({pricing.plans.starter.price}) and its
 * structured data see only its own, with how it writes money (markets.yaml). Nothing is converted.
 */
import type { Markets, PricingSource } from "#app/core/content/index.ts";
import { marketMoney, pricingIn } from "#app/core/pricing/index.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

export const pricesStep = defineStep({
  name: "prices",
  adds: "pricing.yaml in the market's own currency, with how the market writes money",
  run({ valid }: { valid: ValidContent }, { market }) {
    const pricing = valid.data.pricing;
    const markets = valid.data.markets?.data as Markets | undefined;
    // Either file invalid: its own errors say so, and nothing later reads a price.
    if (!pricing || !markets) return {};
    valid.data.pricing = {
      ...pricing,
      data: pricingIn(pricing.data as PricingSource, marketMoney(markets[market])),
    };
    return {};
  },
});
