/**
 * The estimate's link to a trial and its reading on /get-started. Apart from pricing.ts, which every
 * page showing a price loads, so only the two pages that use it carry it.
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

/** The estimate's "start your free trial" link: /get-started with the whole choice in its query. */
export function trialHref(choice: TrialChoice, getStartedPath: string): string {
  const query = new URLSearchParams({
    plan: choice.planId,
    billing: choice.billing,
    users: String(choice.users),
  });
  const addOns = Object.entries(choice.addOns).filter(([, units]) => units > 0);
  if (addOns.length) query.set("addOns", addOns.map(([id, units]) => `${id}:${units}`).join(","));
  return `${getStartedPath}?${query}`;
}

/**
 * The users and add-ons of a /get-started query, as trialHref wrote them, against the price list:
 * unknown add-ons, and counts outside 1..max, are dropped rather than shown.
 */
export function trialExtrasFrom(
  query: URLSearchParams,
  addOns: readonly { id: string; max: number }[],
  maxUsers: number,
): { users: number | null; addOns: [id: string, units: number][] } {
  const whole = (text: string | null | undefined, max: number) => {
    const value = Number(text);
    return text && Number.isInteger(value) && value >= 1 && value <= max ? value : null;
  };
  const units = (query.get("addOns") ?? "").split(",").flatMap((pair): [string, number][] => {
    const [id, count] = pair.split(":");
    const addOn = addOns.find((a) => a.id === id);
    const value = addOn ? whole(count, addOn.max) : null;
    return addOn && value ? [[addOn.id, value]] : [];
  });
  return { users: whole(query.get("users"), maxUsers), addOns: units };
}
