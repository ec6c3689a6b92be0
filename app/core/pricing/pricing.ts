/**
 * The arithmetic of /pricing: annual prices, the plan buttons' links and the cost estimator. All
 * money is counted in whole cents (or pence), so every total is exact; content gives amounts (99, 14.5).
 */

import type { Market, Money, PricingContent, PricingSource } from "#app/core/content/index.ts";
import type { Billing } from "./billing.ts";

/** What the arithmetic needs of a plan and an add-on (content/pricing.yaml). */
export type PricedPlan = {
  id: string;
  name: string;
  price: number;
  includedUsers: number;
  extraUserPrice: number;
  maxUsers: number;
};
export type PricedAddOn = { id: string; price: number; max: number; plans: readonly string[] };

export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** One year's price on annual billing, in cents, for a monthly price in cents. */
export function annualCents(monthlyCents: number, annualMonthsCharged: number): number {
  return monthlyCents * annualMonthsCharged;
}

/**
 * What a month costs on a billing period, in cents: annual billing spreads a year's price over 12
 * months, rounded to the cent (the year's total, not the rounded month, is what is charged).
 */
export function perMonthCents(monthlyCents: number, billing: Billing, annualMonthsCharged: number): number {
  return billing === "monthly"
    ? monthlyCents
    : Math.round(annualCents(monthlyCents, annualMonthsCharged) / 12);
}

/** What a year of annual billing saves against paying monthly, in cents. */
export function annualSavingCents(monthlyCents: number, annualMonthsCharged: number): number {
  return monthlyCents * 12 - annualCents(monthlyCents, annualMonthsCharged);
}

/** How a market writes money: its currency and how it writes numbers (markets.yaml), as one. */
export function marketMoney(market: Pick<Market, "currency" | "numbers">): Money {
  return { ...market.currency, ...market.numbers };
}

/** Whole digits in groups of three, the market's thousands sign between: "12345" → "12,345". */
export function groupDigits(digits: string, thousands: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, thousands);
}

/**
 * Money as its market writes it: "£79", "$82.50", "$12,345.67": whole amounts without the pence or
 * cents, anything else to the cent, as Intl.NumberFormat writes pounds (en-GB) and dollars (en-US).
 * By hand: a page's first NumberFormat costs milliseconds of locale-data set-up, and /pricing
 * wrote a dozen prices while it hydrated (tests/unit/pricing-estimate.test.ts holds this to Intl).
 */
export function formatMoney(cents: number, money: Money): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(Math.round(cents));
  const units = groupDigits(String(Math.floor(whole / 100)), money.thousands);
  const rest = whole % 100;
  return `${sign}${money.symbol}${units}${rest === 0 ? "" : `${money.decimal}${String(rest).padStart(2, "0")}`}`;
}

/** pricing.yaml as one market's pages see it: each price in the market's currency, as written there. */
export function pricingIn(source: PricingSource, money: Money): PricingContent {
  const { code } = money;
  return {
    ...source,
    money,
    plans: source.plans.map((plan) => ({
      ...plan,
      price: plan.price[code],
      extraUserPrice: plan.extraUserPrice[code],
    })),
    addOns: source.addOns.map((addOn) => ({ ...addOn, price: addOn.price[code] })),
  };
}

export type EstimateInput = {
  planId: string;
  users: number;
  /** Units of each add-on, by id; add-ons left out count 0. */
  addOns: Readonly<Record<string, number>>;
  billing: Billing;
};

export type Estimate =
  | {
      ok: true;
      /** What is paid each month on monthly billing (annual billing: a twelfth of the year). */
      monthlyCents: number;
      /** What a year costs on the chosen billing. */
      yearlyCents: number;
      /** What annual billing saves a year against monthly billing (0 when monthly is chosen). */
      savingCents: number;
      /** What choosing annual billing would save, whichever period is chosen. */
      annualSavingCents: number;
      extraUsers: number;
      /** Add-ons the plan cannot have, which the totals leave out. */
      ignoredAddOns: string[];
    }
  | { ok: false; problem: "tooFewUsers" }
  /** A fraction of a user: a team is whole people, so nothing is billed for it. */
  | { ok: false; problem: "notWholeUsers" }
  /** More users than the plan allows: `next` is the smallest plan that fits them. */
  | { ok: false; problem: "overPlan"; max: number; next: PricedPlan }
  /** More users than any plan allows. */
  | { ok: false; problem: "overMax"; max: number };

/**
 * The cost of a plan with a number of users and add-ons on a billing period. Users must be a whole
 * number from 1 to the plan's maximum (a fraction is refused, never rounded); add-on units are
 * clamped to 0..max (the form cannot ask for more), and add-ons the plan does not offer are left
 * out and named.
 */
export function estimate(
  plans: readonly PricedPlan[],
  addOns: readonly PricedAddOn[],
  annualMonthsCharged: number,
  input: EstimateInput,
): Estimate {
  const plan = plans.find((p) => p.id === input.planId) ?? plans[0]!;
  const users = Number.isFinite(input.users) ? input.users : 0;
  if (users < 1) return { ok: false, problem: "tooFewUsers" };
  if (!Number.isInteger(users)) return { ok: false, problem: "notWholeUsers" };
  if (users > plan.maxUsers) {
    const next = [...plans]
      .sort((a, b) => a.price - b.price)
      .find((p) => p.maxUsers >= users && p.price > plan.price);
    if (next) return { ok: false, problem: "overPlan", max: plan.maxUsers, next };
    return { ok: false, problem: "overMax", max: Math.max(...plans.map((p) => p.maxUsers)) };
  }
  const extraUsers = Math.max(0, users - plan.includedUsers);
  let monthly = toCents(plan.price) + extraUsers * toCents(plan.extraUserPrice);
  const ignoredAddOns: string[] = [];
  for (const addOn of addOns) {
    const requested = input.addOns[addOn.id] ?? 0;
    const units = Number.isFinite(requested) ? Math.min(addOn.max, Math.max(0, Math.floor(requested))) : 0;
    if (units === 0) continue;
    if (!addOn.plans.includes(plan.id)) {
      ignoredAddOns.push(addOn.id);
      continue;
    }
    monthly += units * toCents(addOn.price);
  }
  const saving = annualSavingCents(monthly, annualMonthsCharged);
  return input.billing === "annual"
    ? {
        ok: true,
        monthlyCents: perMonthCents(monthly, "annual", annualMonthsCharged),
        yearlyCents: annualCents(monthly, annualMonthsCharged),
        savingCents: saving,
        annualSavingCents: saving,
        extraUsers,
        ignoredAddOns,
      }
    : {
        ok: true,
        monthlyCents: monthly,
        yearlyCents: monthly * 12,
        savingCents: 0,
        annualSavingCents: saving,
        extraUsers,
        ignoredAddOns,
      };
}

/**
 * Where a plan's button leads: its checkout page when content sets one, else /get-started with the
 * plan, the billing period and the kind of request, so the form arrives filled in.
 */
export function planHref(
  plan: { id: string; checkoutUrl?: string; cta: { request: string } },
  billing: Billing,
  getStartedPath: string,
): string {
  if (plan.checkoutUrl) return plan.checkoutUrl;
  const query = new URLSearchParams({ plan: plan.id, billing });
  if (plan.cta.request !== "trial") query.set("request", plan.cta.request);
  return `${getStartedPath}?${query}`;
}
