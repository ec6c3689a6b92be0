/**
 * The estimate's link to a trial, its reading on /get-started, and the check the forms' receiver
 * makes of the estimate a trial request carries. Apart from pricing.ts, which every page showing a
 * price loads, so only the pages (and the receiver) that use it carry it.
 */
import type { Billing } from "./billing.ts";

/** What the estimator carries to /get-started: the plan, billing, users and add-on units. */
type TrialChoice = {
  planId: string;
  billing: Billing;
  users: number;
  /** Add-on id → units, only those with units. */
  addOns: Readonly<Record<string, number>>;
};

/** What an estimate may name, from content/pricing.yaml: each plan's largest team, each add-on's range. */
export type TrialPriceList = {
  plans: readonly { id: string; maxUsers: number }[];
  addOns: readonly { id: string; max: number; plans: readonly string[] }[];
};

/** Add-on units as the link and the form write them: "production-site:2,sms:1". */
const ADD_ON_UNITS = /^[a-z0-9-]{1,60}:\d{1,4}(,[a-z0-9-]{1,60}:\d{1,4}){0,19}$/;

export const addOnUnitsText = (units: readonly (readonly [id: string, units: number])[]) =>
  units.map(([id, count]) => `${id}:${count}`).join(",");

/** The estimate's "start your free trial" link: /get-started with the whole choice in its query. */
export function trialHref(choice: TrialChoice, getStartedPath: string): string {
  const query = new URLSearchParams({
    plan: choice.planId,
    billing: choice.billing,
    users: String(choice.users),
  });
  const addOns = Object.entries(choice.addOns).filter(([, units]) => units > 0);
  if (addOns.length) query.set("addOns", addOnUnitsText(addOns));
  return `${getStartedPath}?${query}`;
}

const whole = (text: string | null | undefined, max: number) => {
  const value = Number(text);
  return text && /^\d+$/.test(text) && value >= 1 && value <= max ? value : null;
};

/**
 * The users and add-ons of a /get-started query, as trialHref wrote them, against the price list
 * and the query's plan: unknown add-ons, add-ons the plan cannot have, and counts outside 1..max,
 * are dropped rather than shown (or sent: the receiver would refuse them, see estimateProblems).
 */
export function trialExtrasFrom(
  query: URLSearchParams,
  priceList: TrialPriceList,
): { users: number | null; addOns: [id: string, units: number][] } {
  const plan = priceList.plans.find((p) => p.id === query.get("plan"));
  if (!plan) return { users: null, addOns: [] };
  const seen = new Set<string>();
  const units = (query.get("addOns") ?? "").split(",").flatMap((pair): [string, number][] => {
    const [id, count] = pair.split(":");
    const addOn = priceList.addOns.find((a) => a.id === id && a.plans.includes(plan.id));
    const value = addOn && !seen.has(addOn.id) ? whole(count, addOn.max) : null;
    if (!addOn || !value) return [];
    seen.add(addOn.id);
    return [[addOn.id, value]];
  });
  return { users: whole(query.get("users"), plan.maxUsers), addOns: units };
}

/**
 * What is wrong with a trial request's estimate against the price list, by field: users must be a
 * whole 1..the plan's largest team; each add-on known, offered on the plan, named once, 1..its max.
 * Neither means anything without a plan.
 */
export function estimateProblems(
  planId: string,
  users: string,
  addOns: string,
  priceList: TrialPriceList,
): ("users" | "addOns")[] {
  const plan = priceList.plans.find((p) => p.id === planId);
  const problems: ("users" | "addOns")[] = [];
  if (users !== "" && (!plan || whole(users, plan.maxUsers) === null)) problems.push("users");
  if (addOns !== "") {
    const pairs = ADD_ON_UNITS.test(addOns) ? addOns.split(",").map((pair) => pair.split(":")) : null;
    const ids = pairs?.map(([id]) => id) ?? [];
    const fine =
      plan &&
      pairs &&
      new Set(ids).size === ids.length &&
      pairs.every(([id, count]) => {
        const addOn = priceList.addOns.find((a) => a.id === id && a.plans.includes(plan.id));
        return addOn !== undefined && whole(count, addOn.max) !== null;
      });
    if (!fine) problems.push("addOns");
  }
  return problems;
}

/** A checked estimate as a lead stores it: users as a number, add-ons as id → units. */
export function storedEstimate(users: string, addOns: string) {
  return {
    users: users === "" ? null : Number(users),
    addOns: Object.fromEntries(
      addOns === "" ? [] : addOns.split(",").map((pair) => [pair.split(":")[0]!, Number(pair.split(":")[1])]),
    ) as Record<string, number>,
  };
}
