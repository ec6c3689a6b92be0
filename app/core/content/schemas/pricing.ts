/** content/pricing.yaml: plans, add-ons, the comparison table and the billing questions. */
import { z } from "zod";
import { REQUEST_KINDS } from "#app/core/leads/index.ts";
import {
  absoluteUrl as url,
  markdown,
  optionalToken,
  reference,
  shortText,
  template,
  text,
} from "#app/core/content/fields.ts";

/**
 * An amount of money to the cent (99, 82.5, 15.99), at least `lowest` (which says what is wrong
 * with a lower one). An amount below it gets that one message, not the cents check's too.
 */
const amountFrom = (lowest: z.ZodNumber) =>
  lowest.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: "must be an amount in whole cents or pence, like 99 or 14.50",
  });
/**
 * A price written once in each currency the site sells in (`GBP: 79`, `USD: 99`), each set by
 * hand for its market: nothing is converted. A missing currency fails the build at the price.
 */
const perCurrency = (amount: z.ZodType<number>) => z.strictObject({ GBP: amount, USD: amount });
const price = perCurrency(amountFrom(z.number().min(0, { message: "must not be negative", abort: true })));
/** A plan's price: a plan costs something. */
const planPrice = perCurrency(amountFrom(z.number().gt(0, { message: "must be more than 0", abort: true })));
const planId = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase id like growth");
/** A cell of the comparison table: included or not, or a short text such as "3" or "1 hour". */
const comparisonValue = z.union([z.boolean(), shortText(40), z.number().transform(String)]);

export const pricingSchema = z
  .strictObject({
    period: z.enum(["month", "year"]),
    /** Months charged for a year on annual billing: 10 gives two months free. */
    annualMonthsCharged: z.number().int().min(1).max(12),
    /** Days of free trial every plan starts with; copy names it as {pricing.trialDays}. */
    trialDays: z.number().int().min(1),
    /**
     * How customers pay and what is refunded, written once: the billing questions and the terms
     * both name these ({pricing.policies.payment}), so they can never disagree.
     */
    policies: z.strictObject({ payment: text, refunds: text }),
    plans: z
      .array(
        z.strictObject({
          /** The plan in URLs (/get-started?plan=growth) and in the comparison table. */
          id: planId,
          name: shortText(30),
          /** A month's price on monthly billing, in each currency. */
          price: planPrice,
          includedUsers: z.number().int().min(1),
          /** A month's price of each user beyond the included ones, in each currency. */
          extraUserPrice: price,
          maxUsers: z.number().int().min(1),
          description: text,
          features: z.array(text).min(1),
          cta: z.strictObject({
            label: shortText(40),
            /** What /get-started opens with when the button leads there. */
            request: z.enum(REQUEST_KINDS).default("trial"),
          }),
          /** An https checkout page for the plan; empty sends the button to /get-started. */
          checkoutUrl: optionalToken.pipe(url.optional()),
          highlighted: z.boolean().default(false),
        }),
      )
      .length(3, "must list exactly 3 plans"),
    addOns: z.array(
      z.strictObject({
        id: planId,
        name: shortText(40),
        description: text,
        /** A month's price of each unit, in each currency. */
        price,
        /** What one unit is: "per site", "per 1,000 messages". */
        unit: shortText(30),
        /** The most units the estimator offers. */
        max: z.number().int().min(1).max(1000),
        /** The plans the add-on can be bought on, by id. */
        plans: z.array(planId).min(1),
      }),
    ),
    /** The comparison table, by area of the shop; each row a module (linked) or a feature. */
    comparison: z
      .array(
        z.strictObject({
          group: shortText(40),
          rows: z
            .array(
              z.union([
                z.strictObject({ module: reference("modules"), values: z.record(planId, comparisonValue) }),
                z.strictObject({
                  feature: shortText(80),
                  /** The integrations this row covers, by file name: their pages show its plans. */
                  integrations: z.array(reference("integrations")).min(1).optional(),
                  values: z.record(planId, comparisonValue),
                }),
              ]),
            )
            .min(1),
        }),
      )
      .min(1),
    /** The billing questions under the prices; also the page's FAQPage structured data. */
    faq: z.array(z.strictObject({ question: text, answer: markdown })).min(1),
    notes: z.array(text).default([]),
    labels: z.strictObject({
      perMonth: text,
      mostPopular: text,
      billing: z.strictObject({ legend: text, monthly: text, annual: text, annualSaving: text }),
      /** {total}: the year's price. */
      billedAnnually: template("total"),
      billedMonthly: text,
      /** {amount}: the saving of annual billing. */
      saving: template("amount"),
      /** {count}: users included. */
      includedUsers: template("count"),
      /** {price}: an extra user's monthly price; {max}: the plan's most users. */
      extraUser: template("price", "max"),
      unlocks: text,
      /** Read after a plan button's label by screen readers: {plan}, the plan's name. */
      planContext: template("plan"),
      compare: z.strictObject({
        heading: text,
        intro: text,
        feature: text,
        included: text,
        notIncluded: text,
        showPlan: text,
      }),
      addOns: z.strictObject({
        heading: text,
        intro: text,
        price: template("price", "unit"),
        availableOn: template("plans"),
      }),
      estimator: z.strictObject({
        heading: text,
        intro: text,
        plan: text,
        users: text,
        usersHint: text,
        addOnQuantity: template("name", "unit"),
        notOnPlan: text,
        monthlyTotal: text,
        yearlyTotal: text,
        annualSaving: text,
        noSaving: text,
        tooFewUsers: text,
        /** Instead of the estimate when the team is typed as a fraction (4.5 users). */
        notWholeUsers: text,
        overPlan: template("plan", "max", "next", "users"),
        /** The button beside overPlan that moves the estimator to {plan}, the plan that fits. */
        switchPlan: template("plan"),
        overMax: template("max"),
        contactSales: text,
        /** Beside an add-on's box whose value was corrected: {max}, {min}, {count} (what is counted). */
        corrected: z.strictObject({
          aboveMax: template("max"),
          belowMin: template("min"),
          notANumber: template("min"),
          notWhole: template("count"),
        }),
        /** The link from the estimate to /get-started, carrying its plan, users, add-ons and billing. */
        startTrial: text,
      }),
      faqHeading: text,
    }),
  })
  .superRefine((pricing, ctx) => {
    const ids = pricing.plans.map((plan) => plan.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", path: ["plans"], message: "plan ids must differ" });
    pricing.plans.forEach((plan, index) => {
      if (plan.maxUsers < plan.includedUsers)
        ctx.addIssue({
          code: "custom",
          path: ["plans", index, "maxUsers"],
          message: "must be at least includedUsers",
        });
    });
    pricing.addOns.forEach((addOn, index) => {
      addOn.plans.forEach((id, at) => {
        if (!ids.includes(id))
          ctx.addIssue({
            code: "custom",
            path: ["addOns", index, "plans", at],
            message: `"${id}" is not a plan (${ids.join(", ")})`,
          });
      });
    });
    pricing.comparison.forEach((group, g) => {
      group.rows.forEach((row, r) => {
        const keys = Object.keys(row.values);
        if (keys.length !== ids.length || !ids.every((id) => keys.includes(id)))
          ctx.addIssue({
            code: "custom",
            path: ["comparison", g, "rows", r, "values"],
            message: `must give a value for each plan: ${ids.join(", ")}`,
          });
      });
    });
  });
/** pricing.yaml as written: every price in each currency (the pages see theirs: PricingContent). */
export type PricingSource = z.infer<typeof pricingSchema>;
