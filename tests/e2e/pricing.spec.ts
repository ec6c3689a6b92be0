import type { Page } from "@playwright/test";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { LEAD_FORM_PAGES } from "#app/core/leads/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { formatMoney } from "#app/core/pricing/index.ts";
import {
  content,
  contentFor,
  domainOf,
  gotoHydrated,
  jsonLdOf,
  manifest,
  spelledFor,
  watchConsole,
} from "./helpers.ts";

withoutMotion();

/**
 * /pricing as a buyer uses it. Expected prices are worked out here from pricing.yaml's numbers with
 * plain arithmetic (not with the page's own code), so a writer's new price moves both together.
 */
const { pricing } = content.data;
const pricingPath = manifest.find((entry) => entry.template === "pricing")!.path;
const highlighted = pricing.plans.find((plan) => plan.highlighted) ?? pricing.plans[0]!;

/** "$99", "$207.50", "$4,990": whole dollars without cents, anything else to the cent. */
function usd(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}
const cents = (dollars: number) => Math.round(dollars * 100);
const annualPerMonth = (monthly: number) => Math.round((monthly * pricing.annualMonthsCharged) / 12);

/** Picks a radio button drawn as a switch (the input itself is visually hidden) as a visitor does: by its label. */
const choose = (radio: ReturnType<Page["getByRole"]>) => radio.locator("xpath=ancestor::label").click();

const planCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

test("the billing switch shows annual prices per month, keeps the choice in the address, and survives a reload", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  const errors = watchConsole(page);
  await gotoHydrated(page, pricingPath);
  const card = planCard(page, say(highlighted.name));
  await expect(card).toContainText(usd(cents(highlighted.price)));

  await choose(
    page.getByRole("radio", { name: new RegExp(`^${say(pricing.labels.billing.annual)}`) }).first(),
  );
  await expect(page).toHaveURL(/[?&]billing=annual/);
  const yearly = cents(highlighted.price) * pricing.annualMonthsCharged;
  await expect(card).toContainText(usd(annualPerMonth(cents(highlighted.price))));
  await expect(card).toContainText(fillTemplate(say(pricing.labels.billedAnnually), { total: usd(yearly) }));
  await expect(card).toContainText(
    fillTemplate(say(pricing.labels.saving), { amount: usd(cents(highlighted.price) * 12 - yearly) }),
  );

  await page.reload();
  await expect(card).toContainText(usd(annualPerMonth(cents(highlighted.price))));
  expect(errors).toEqual([]);
});

test("the comparison table is a real table with a sticky header, one plan at a time on a phone", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, pricingPath);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(pricing.plans.length + 1);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await table.getByRole("rowheader").count()).toBeGreaterThan(pricing.comparison.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const visibleHeaders = () => table.getByRole("columnheader").filter({ visible: true });
  await expect(visibleHeaders()).toHaveCount(2);
  await expect(visibleHeaders().nth(1)).toHaveText(spelledFor(domain, highlighted.name));
  const other = pricing.plans.find((plan) => plan !== highlighted)!;
  await page
    .getByRole("group", { name: spelledFor(domain, pricing.labels.compare.showPlan) })
    .getByText(spelledFor(domain, other.name))
    .click();
  await expect(visibleHeaders().nth(1)).toHaveText(spelledFor(domain, other.name));

  // Scrolled down the table, its header row stays in view, below the site header.
  await table.locator("tbody").last().scrollIntoViewIfNeeded();
  const header = await table.locator("thead").boundingBox();
  expect(header!.y).toBeGreaterThanOrEqual(0);
  expect(header!.y).toBeLessThan(120);
});

test("the estimator totals a plan, users, add-ons and billing to the cent", async ({ page }, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  await gotoHydrated(page, pricingPath);
  const estimator = page.getByRole("region", { name: say(pricing.labels.estimator.heading) });
  const output = estimator.locator("output");
  const plan = pricing.plans.find((p) => pricing.addOns.some((a) => a.plans.includes(p.id)))!;
  const addOn = pricing.addOns.find((a) => a.plans.includes(plan.id))!;
  const addOnBox = estimator.getByLabel(
    fillTemplate(say(pricing.labels.estimator.addOnQuantity), {
      name: say(addOn.name),
      unit: say(addOn.unit),
    }),
  );

  const cases: {
    users: string;
    units: string;
    billing: "monthly" | "annual";
    monthly?: number;
    message?: string;
  }[] = [
    { users: String(plan.includedUsers), units: "0", billing: "monthly", monthly: cents(plan.price) },
    {
      users: String(plan.includedUsers + 2),
      units: "3",
      billing: "monthly",
      monthly: cents(plan.price) + 2 * cents(plan.extraUserPrice) + 3 * cents(addOn.price),
    },
    {
      users: String(plan.maxUsers),
      units: "1",
      billing: "annual",
      monthly:
        cents(plan.price) +
        (plan.maxUsers - plan.includedUsers) * cents(plan.extraUserPrice) +
        cents(addOn.price),
    },
    { users: "0", units: "0", billing: "monthly", message: say(pricing.labels.estimator.tooFewUsers) },
  ];
  await estimator.getByLabel(say(pricing.labels.estimator.plan)).selectOption(plan.id);
  for (const c of cases) {
    await estimator.getByLabel(say(pricing.labels.estimator.users)).fill(c.users);
    await addOnBox.fill(c.units);
    await choose(
      estimator.getByRole("radio", { name: new RegExp(`^${say(pricing.labels.billing[c.billing])}`) }),
    );
    if (c.message) {
      await expect(output).toHaveText(c.message);
      continue;
    }
    const monthly = c.monthly!;
    const perMonth = c.billing === "annual" ? annualPerMonth(monthly) : monthly;
    const perYear = c.billing === "annual" ? monthly * pricing.annualMonthsCharged : monthly * 12;
    await expect(output).toContainText(usd(perMonth));
    await expect(output).toContainText(usd(perYear));
    if (c.billing === "annual") await expect(output).toContainText(usd(monthly * 12 - perYear));
  }

  // More users than the plan allows names a bigger plan; more than any plan allows, sales.
  const biggest = pricing.plans.reduce((a, b) => (b.maxUsers > a.maxUsers ? b : a));
  await estimator.getByLabel(say(pricing.labels.estimator.users)).fill(String(biggest.maxUsers + 1));
  await expect(output).toContainText(
    fillTemplate(say(pricing.labels.estimator.overMax), { max: String(biggest.maxUsers) }),
  );
  await expect(output.getByRole("link")).toHaveAttribute("href", LEAD_FORM_PAGES.contact);
});

test("a plan's button opens the trial form set for that plan and billing period", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  await gotoHydrated(page, `${pricingPath}?billing=annual`);
  await planCard(page, say(highlighted.name))
    .getByRole("link", { name: new RegExp(`^${say(highlighted.cta.label)}`) })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`${LEAD_FORM_PAGES["get-started"]}\\?plan=${highlighted.id}&billing=annual`),
  );
  await expect(page.locator("input[name=plan]")).toHaveValue(highlighted.id);
  await expect(page.locator("input[name=billing]")).toHaveValue("annual");
  await expect(page.getByText(say(highlighted.name), { exact: false }).first()).toBeVisible();
  await expect(page.locator("main")).toContainText(
    fillTemplate(say(content.data.forms.getStarted.chosenPlan), {
      plan: say(highlighted.name),
      billing: say(content.data.forms.getStarted.billingNames.annual),
    }),
  );
});

// The plans' offer data is checked, at each domain's own prices, by the @each-domain test below.
test("the page carries its billing questions as FAQPage data", async ({ page }) => {
  await page.goto(pricingPath);
  const faq = (await jsonLdOf(page)).find((block) => block["@type"] === "FAQPage")!;
  expect(faq.mainEntity).toHaveLength(pricing.faq.length);
});

test(
  "the product's offers and the plan cards are in the domain's own currency, at its own prices",
  { tag: "@each-domain" },
  async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const { pricing: local, markets } = contentFor(domain).data;
    const market = markets[domain];
    const { code } = market.currency;
    const otherSymbol = Object.values(markets).find((m) => m.currency.code !== code)!.currency.symbol;
    const prices = local.plans.map((plan) => plan.price);

    await gotoHydrated(page, pricingPath);
    const product = (await jsonLdOf(page)).find((block) => block["@type"] === "Product")!;
    expect(product.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: code,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: local.plans.length,
    });
    const offers = (product.offers as { offers: { price: number; priceCurrency: string }[] }).offers;
    expect(offers.map((o) => [o.price, o.priceCurrency])).toEqual(prices.map((price) => [price, code]));
    for (const plan of local.plans) {
      const card = planCard(page, spelledFor(domain, plan.name));
      await expect(card).toContainText(formatMoney(cents(plan.price), local.money));
      await expect(card).not.toContainText(otherSymbol);
    }

    // The home page names the product as software, priced from its cheapest plan in the same currency.
    await page.goto("/");
    const app = (await jsonLdOf(page)).find((block) => block["@type"] === "SoftwareApplication")!;
    expect(app.offers).toMatchObject({ price: Math.min(...prices), priceCurrency: code });
  },
);
