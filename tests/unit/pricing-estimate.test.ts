import { describe, expect, it } from "vitest";
import {
  billingFrom,
  estimate,
  formatMoney,
  perMonthCents,
  planHref,
  type EstimateInput,
  type PricedAddOn,
  type PricedPlan,
} from "#app/core/pricing/index.ts";
import { listOf } from "#app/core/text/index.ts";
import { estimateProblems, trialExtrasFrom, trialHref } from "#app/core/pricing/index.ts";
import { readCount } from "#app/core/pricing/index.ts";

// A made-up price list with awkward cents, so rounding mistakes show.
const plans: PricedPlan[] = [
  { id: "small", name: "Small", price: 99, includedUsers: 3, extraUserPrice: 19, maxUsers: 10 },
  { id: "medium", name: "Medium", price: 249.99, includedUsers: 10, extraUserPrice: 14.5, maxUsers: 40 },
  { id: "large", name: "Large", price: 499, includedUsers: 25, extraUserPrice: 12.33, maxUsers: 250 },
];
const addOns: PricedAddOn[] = [
  { id: "site", price: 79, max: 20, plans: ["medium", "large"] },
  { id: "sms", price: 15.01, max: 5, plans: ["small", "medium", "large"] },
];
const MONTHS_CHARGED = 10;

const run = (input: Partial<EstimateInput>) =>
  estimate(plans, addOns, MONTHS_CHARGED, {
    planId: "small",
    users: 1,
    addOns: {},
    billing: "monthly",
    ...input,
  });

describe("the cost estimator", () => {
  // [case, input, monthly, yearly, saving] in cents.
  it.each<[string, Partial<EstimateInput>, number, number, number]>([
    ["one user, monthly", {}, 9900, 118800, 0],
    ["one user, annual: a year is ten months", { billing: "annual" }, 8250, 99000, 19800],
    ["all included users cost the base price", { users: 3 }, 9900, 118800, 0],
    ["one extra user", { users: 4 }, 11800, 141600, 0],
    ["the plan's maximum", { users: 10 }, 9900 + 7 * 1900, (9900 + 7 * 1900) * 12, 0],
    ["cents in the base price", { planId: "medium", users: 10 }, 24999, 299988, 0],
    [
      "cents in the base price, annual, rounded per month but exact per year",
      { planId: "medium", users: 10, billing: "annual" },
      Math.round((24999 * 10) / 12),
      249990,
      49998,
    ],
    ["half-dollar extra users", { planId: "medium", users: 13 }, 24999 + 3 * 1450, (24999 + 4350) * 12, 0],
    [
      "the largest plan at the estimator's maximum, annual",
      { planId: "large", users: 250, billing: "annual" },
      Math.round(((49900 + 225 * 1233) * 10) / 12),
      (49900 + 225 * 1233) * 10,
      (49900 + 225 * 1233) * 2,
    ],
    [
      "add-ons by the unit",
      { planId: "medium", users: 10, addOns: { site: 2, sms: 3 } },
      24999 + 15800 + 4503,
      (24999 + 15800 + 4503) * 12,
      0,
    ],
    [
      "add-on units beyond their maximum count as the maximum",
      { addOns: { sms: 99 } },
      9900 + 5 * 1501,
      (9900 + 7505) * 12,
      0,
    ],
    ["negative add-on units count as none", { addOns: { sms: -4 } }, 9900, 118800, 0],
  ])("%s", (_, input, monthly, yearly, saving) => {
    const result = run(input);
    expect(result).toMatchObject({
      ok: true,
      monthlyCents: monthly,
      yearlyCents: yearly,
      savingCents: saving,
    });
  });

  it("leaves out, and names, an add-on the plan does not offer", () => {
    expect(run({ addOns: { site: 2 } })).toMatchObject({
      ok: true,
      monthlyCents: 9900,
      ignoredAddOns: ["site"],
    });
  });

  it("states what annual billing would save while monthly is chosen", () => {
    expect(run({ users: 4 })).toMatchObject({ savingCents: 0, annualSavingCents: 11800 * 2 });
  });

  it.each([0, -3, Number.NaN])("refuses %s users", (users) => {
    expect(run({ users })).toEqual({ ok: false, problem: "tooFewUsers" });
  });

  it.each([4.5, 1.25, 10.5, 41.5])(
    "refuses %s users, rather than billing a whole number of them",
    (users) => {
      expect(run({ users })).toEqual({ ok: false, problem: "notWholeUsers" });
    },
  );

  it("names the smallest plan that fits when a plan has too many users", () => {
    expect(run({ users: 11 })).toMatchObject({
      ok: false,
      problem: "overPlan",
      max: 10,
      next: { id: "medium" },
    });
    expect(run({ users: 41 })).toMatchObject({
      ok: false,
      problem: "overPlan",
      max: 10,
      next: { id: "large" },
    });
    expect(run({ planId: "medium", users: 41 })).toMatchObject({
      problem: "overPlan",
      next: { id: "large" },
    });
  });

  it("sends more users than any plan allows to sales", () => {
    expect(run({ users: 251 })).toEqual({ ok: false, problem: "overMax", max: 250 });
    expect(run({ planId: "large", users: 251 })).toEqual({ ok: false, problem: "overMax", max: 250 });
  });
});

const DOLLARS = { code: "USD", symbol: "$", thousands: ",", decimal: "." } as const;
const POUNDS = { code: "GBP", symbol: "£", thousands: ",", decimal: "." } as const;

describe("prices on the page", () => {
  it.each([
    [9900, DOLLARS, "$99"],
    [8250, DOLLARS, "$82.50"],
    [1234567, DOLLARS, "$12,345.67"],
    [7900, POUNDS, "£79"],
    [41583, POUNDS, "£415.83"],
    [0, POUNDS, "£0"],
  ])("%i cents reads, in %o, %s", (cents, money, text) => {
    expect(formatMoney(cents, money)).toBe(text);
  });

  it.each([
    ["en-US", DOLLARS],
    ["en-GB", POUNDS],
  ] as const)("writes every amount as Intl's %s format of its currency does", (locale, money) => {
    const intl = (cents: number, digits: number) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: money.code,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(cents / 100);
    const amounts = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 99999, 100000, 100001, 123456789, -2550];
    for (let cents = 0; cents < 3_000_000; cents += 9_973) amounts.push(cents, cents - (cents % 100));
    for (const cents of amounts)
      expect(formatMoney(cents, money), `${cents}`).toBe(intl(cents, cents % 100 ? 2 : 0));
  });

  it("joins names as Intl's list format does in each locale", () => {
    const names = ["Starter", "Growth", "Scale", "Enterprise"];
    for (let n = 1; n <= names.length; n++)
      for (const [locale, tag] of [
        ["US", "en-US"],
        ["UK", "en-GB"],
      ] as const)
        expect(listOf(names.slice(0, n), locale), `${n} names, ${locale}`).toBe(
          new Intl.ListFormat(tag, { type: "conjunction" }).format(names.slice(0, n)),
        );
  });

  it("spreads an annual price over twelve months to the cent", () => {
    expect(perMonthCents(49900, "annual", 10)).toBe(41583);
    expect(perMonthCents(49900, "monthly", 10)).toBe(49900);
  });

  it("reads the billing period from the query string, monthly unless it says annual", () => {
    expect(billingFrom("annual")).toBe("annual");
    expect(billingFrom("monthly")).toBe("monthly");
    expect(billingFrom("<script>")).toBe("monthly");
    expect(billingFrom(null)).toBe("monthly");
  });
});

describe("a plan's button", () => {
  const plan = { id: "medium", checkoutUrl: undefined, cta: { request: "trial" } };
  it("leads to the form with the plan and billing, or to a checkout page when content sets one", () => {
    expect(planHref(plan, "annual", "/get-started")).toBe("/get-started?plan=medium&billing=annual");
    expect(planHref({ ...plan, cta: { request: "demo" } }, "monthly", "/get-started")).toBe(
      "/get-started?plan=medium&billing=monthly&request=demo",
    );
    expect(planHref({ ...plan, checkoutUrl: "https://pay.example/medium" }, "annual", "/get-started")).toBe(
      "https://pay.example/medium",
    );
  });
});

describe("a count typed into the estimator", () => {
  const range = { min: 0, max: 20 };
  it.each<[string, string, boolean, number, string | null]>([
    ["a count in range is counted as typed", "3", false, 3, null],
    ["an empty box counts the least, with nothing to say", "", false, 0, null],
    ["above the maximum counts the maximum, and says so", "999", false, 20, "aboveMax"],
    ["a negative count counts the least, and says so", "-4", false, 0, "belowMin"],
    ["a fraction is rounded down, and says so", "2.5", false, 2, "notWhole"],
    ["what the browser calls no number counts the least, and says so", "", true, 0, "notANumber"],
    ["text that is not a number counts the least, and says so", "12abc", false, 0, "notANumber"],
  ])("%s", (_, typed, badInput, count, problem) => {
    expect(readCount(typed, { ...range, badInput })).toEqual({ count, problem });
  });
});

describe("the estimate's link to a trial", () => {
  const choice = { planId: "medium", billing: "annual" as const, users: 12, addOns: { site: 2, sms: 0 } };
  it("carries the plan, billing, users and the add-ons with units", () => {
    const href = trialHref(choice, "/get-started");
    const query = new URL(href, "https://x.test").searchParams;
    expect(href.startsWith("/get-started?")).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      plan: "medium",
      billing: "annual",
      users: "12",
      addOns: "site:2",
    });
  });
  const priceList = { plans, addOns };
  it("is read back on the form, dropping what the price list does not allow", () => {
    const query = new URL(trialHref(choice, "/get-started"), "https://x.test").searchParams;
    expect(trialExtrasFrom(query, priceList)).toEqual({ users: 12, addOns: [["site", 2]] });
    const forged = new URLSearchParams("plan=medium&users=-3&addOns=site:99,nope:1,sms:2,sms:3");
    expect(trialExtrasFrom(forged, priceList)).toEqual({ users: null, addOns: [["sms", 2]] });
    // The plan's own limits: Small has no sites and at most 10 users; no plan, no extras.
    const small = new URLSearchParams("plan=small&users=12&addOns=site:1,sms:1");
    expect(trialExtrasFrom(small, priceList)).toEqual({ users: null, addOns: [["sms", 1]] });
    expect(trialExtrasFrom(new URLSearchParams("users=2&addOns=sms:1"), priceList)).toEqual({
      users: null,
      addOns: [],
    });
  });

  it.each([
    ["a team within the plan", "medium", "12", "site:2,sms:5", []],
    ["no estimate at all", "", "", "", []],
    ["a team over the plan's largest", "small", "11", "", ["users"]],
    ["no users", "medium", "0", "", ["users"]],
    ["a negative count", "medium", "", "site:-1", ["addOns"]],
    ["a count over the add-on's most", "medium", "", "sms:6", ["addOns"]],
    ["an add-on the plan does not offer", "small", "", "site:1", ["addOns"]],
    ["an unknown add-on", "medium", "", "teleporter:1", ["addOns"]],
    ["an add-on named twice", "medium", "", "sms:1,sms:1", ["addOns"]],
    ["an estimate without a plan", "", "3", "sms:1", ["users", "addOns"]],
    ["a fraction of a user", "medium", "2.5", "", ["users"]],
  ])("is checked against the price list: %s", (_, plan, users, units, problems) => {
    expect(estimateProblems(plan, users, units, priceList)).toEqual(problems);
  });
});
