/**
 * The arithmetic of /pricing: prices per billing period, the estimator, the trial link, and which
 * plans include a module or integration.
 */
export { BILLING_PERIODS, billingFrom, type Billing } from "./billing.ts";
export { type PlanInclusion, plansIncluding } from "./plan-inclusion.ts";
export {
  annualCents,
  annualSavingCents,
  estimate,
  type EstimateInput,
  formatMoney,
  groupDigits,
  marketMoney,
  perMonthCents,
  planHref,
  pricingIn,
  type PricedAddOn,
  type PricedPlan,
  toCents,
} from "./pricing.ts";
export {
  addOnUnitsText,
  estimateProblems,
  storedEstimate,
  trialExtrasFrom,
  trialHref,
  type TrialPriceList,
} from "./trial-link.ts";
export { type CountProblem, readCount } from "./typed-count.ts";
