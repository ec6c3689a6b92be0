import type { Page } from "@playwright/test";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { LEAD_FORM_PAGES } from "#app/core/leads/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { formatMoney } from "#app/core/pricing/index.ts";
import { content, contentFor, domainOf, gotoHydrated, manifest, spelledFor } from "./helpers.ts";
import { leadsWithEmail, senderOf } from "./leads-db.ts";

withoutMotion();

/**
 * The estimator tells the truth about what it counts: a count outside a box's range is corrected
 * where the visitor sees it, with the reason beside the box, and the estimate leads to a trial set
 * up the same way.
 */
const { pricing, forms } = content.data;
const labels = pricing.labels.estimator;
const pricingPath = manifest.find((entry) => entry.template === "pricing")!.path;
const plan = pricing.plans.find((p) => pricing.addOns.some((a) => a.plans.includes(p.id)))!;
const addOn = pricing.addOns.find((a) => a.plans.includes(plan.id))!;
const cents = (dollars: number) => Math.round(dollars * 100);
// The tests without a domain tag run on .us, whose build's prices these are.
const usd = (amount: number) => formatMoney(amount, pricing.money);

async function openEstimator(page: Page, say: (text: string) => string) {
  await gotoHydrated(page, pricingPath);
  const estimator = page.getByRole("region", { name: say(labels.heading) });
  await estimator.getByLabel(say(labels.plan)).selectOption(plan.id);
  await estimator.getByLabel(say(labels.users)).fill(String(plan.includedUsers));
  const box = estimator.getByLabel(
    fillTemplate(say(labels.addOnQuantity), { name: say(addOn.name), unit: say(addOn.unit) }),
  );
  return { estimator, box, output: estimator.locator("output") };
}

test(
  "a count outside an add-on's range is corrected where the visitor sees it, saying why",
  { tag: "@each-domain" },
  async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const { estimator, box, output } = await openEstimator(page, say);
    const note = (problem: keyof typeof labels.corrected, count: number) =>
      fillTemplate(say(labels.corrected[problem]), {
        min: "0",
        max: String(addOn.max),
        count: String(count),
      });
    // Prices in the domain's own currency, as its build holds them (pounds on .com, dollars on .us).
    const { pricing: local } = contentFor(domainOf(testInfo).domain).data;
    const price = (id: string) => local.addOns.find((a) => a.id === id)!.price;
    const money = (amount: number) => formatMoney(amount, local.money);
    const base = cents(local.plans.find((p) => p.id === plan.id)!.price);
    const addOnCents = cents(price(addOn.id));

    // Too many: priced as the most there can be, and said so beside the box.
    await box.fill(String(addOn.max * 50));
    await expect(estimator.getByText(note("aboveMax", addOn.max))).toBeVisible();
    await expect(box).toHaveAccessibleDescription(new RegExp(note("aboveMax", addOn.max).slice(0, 20)));
    await expect(output).toContainText(money(base + addOn.max * addOnCents));
    // Leaving the box shows the count that is priced; the reason stays.
    await box.blur();
    await expect(box).toHaveValue(String(addOn.max));
    await expect(estimator.getByText(note("aboveMax", addOn.max))).toBeVisible();

    // Negative: none, and said so.
    await box.fill("-4");
    await expect(estimator.getByText(note("belowMin", 0))).toBeVisible();
    await expect(output).toContainText(money(base));
    await box.blur();
    await expect(box).toHaveValue("0");

    // Not a number (the browser keeps "e" but reports no number): none, and said so.
    await box.fill("");
    await box.pressSequentially("e");
    await expect(estimator.getByText(note("notANumber", 0))).toBeVisible();

    // A count in range: nothing to say.
    await box.fill("2");
    await expect(estimator.getByText(note("notANumber", 0))).toHaveCount(0);
    await expect(output).toContainText(money(base + 2 * addOnCents));
  },
);

test(
  "the estimate's trial link carries plan, users, add-ons and billing to the form, which says so",
  { tag: "@each-domain" },
  async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const { estimator, box } = await openEstimator(page, say);
    const users = plan.includedUsers + 1;
    await estimator.getByLabel(say(labels.users)).fill(String(users));
    await box.fill("2");
    await estimator
      .getByRole("radio", { name: new RegExp(`^${say(pricing.labels.billing.annual)}`) })
      .locator("xpath=ancestor::label")
      .click();
    await estimator.getByRole("link", { name: say(labels.startTrial) }).click();

    await expect(page).toHaveURL(new RegExp(`${LEAD_FORM_PAGES["get-started"]}\\?`));
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      plan: plan.id,
      billing: "annual",
      users: String(users),
      addOns: `${addOn.id}:2`,
    });
    const form = page.locator("form");
    await expect(form).toContainText(say(plan.name));
    await expect(form).toContainText(
      fillTemplate(say(forms.getStarted.chosenUsers), { users: String(users) }),
    );
    await expect(form).toContainText(`2 × ${say(addOn.name)}`);
    await expect(form.locator("input[name=plan]")).toHaveValue(plan.id);
    await expect(form.locator("input[name=billing]")).toHaveValue("annual");
  },
);

test("a trial started from the estimate is stored with its plan, billing, users and add-ons", async ({
  page,
}, testInfo) => {
  const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) });
  const { estimator, box } = await openEstimator(page, say);
  const users = plan.includedUsers + 2;
  await estimator.getByLabel(say(labels.users)).fill(String(users));
  await box.fill("3");
  await estimator.getByRole("link", { name: say(labels.startTrial) }).click();
  await expect(page).toHaveURL(new RegExp(`${LEAD_FORM_PAGES["get-started"]}\\?`));
  await expect(page.locator("form")).toContainText(`3 × ${say(addOn.name)}`);
  const billing = new URL(page.url()).searchParams.get("billing");

  const email = `estimate+${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@printhaus.com`;
  await page.locator("#get-started-name").fill("Sam Patel");
  await page.locator("#get-started-email").fill(email);
  await page.locator("#get-started-company").fill("Print Haus");
  await page.locator("#get-started-companySize").selectOption("6-20");
  await page.locator("#get-started-decorationTypes-dtg-dtf").check();
  await page.getByRole("button", { name: say(forms.getStarted.submit.trial) }).click();
  await expect(
    page.getByRole("heading", { name: say(forms.getStarted.success.trial.heading) }),
  ).toBeVisible();

  const rows = await leadsWithEmail(testInfo.project.use.baseURL!, email);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({
    plan: plan.id,
    billing,
    users,
    addOns: { [addOn.id]: 3 },
  });
});

test("a fraction of a user is refused with a message, not billed as a whole user", async ({
  page,
}, testInfo) => {
  const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  const { estimator, output } = await openEstimator(page, say);
  await estimator.getByLabel(say(labels.users)).fill(`${plan.includedUsers}.5`);
  // No total is shown for a team that cannot exist, and the visitor is told why.
  await expect(output.locator("dd")).toHaveCount(0);
  await expect(output).toHaveText(say(labels.notWholeUsers));
  await estimator.getByLabel(say(labels.users)).fill(String(plan.includedUsers));
  await expect(output).toContainText(usd(cents(plan.price)));
});

test("a team too big for its plan is offered a button that switches to the plan that fits", async ({
  page,
}, testInfo) => {
  const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  const byPrice = [...pricing.plans].sort((a, b) => a.price - b.price);
  const [small, fits] = [byPrice[0]!, byPrice.find((p) => p.maxUsers > byPrice[0]!.maxUsers)!];
  const { estimator, output } = await openEstimator(page, say);
  const planBox = estimator.getByLabel(say(labels.plan));
  await planBox.selectOption(small.id);
  const users = small.maxUsers + 1;
  await estimator.getByLabel(say(labels.users)).fill(String(users));
  await expect(output.locator("dd")).toHaveCount(0);
  await output.getByRole("button").click();
  await expect(planBox).toHaveValue(fits.id);
  await expect(planBox).toBeFocused();
  const extra = Math.max(0, users - fits.includedUsers);
  await expect(output.locator("dd").first()).toHaveText(
    usd(cents(fits.price) + extra * cents(fits.extraUserPrice)),
  );
});

test("an add-on the plan does not offer shows none and is never counted", async ({ page }, testInfo) => {
  const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  const limited = pricing.addOns.find((a) => a.plans.length < pricing.plans.length)!;
  const offering = pricing.plans.find((p) => limited.plans.includes(p.id))!;
  const lacking = pricing.plans.find((p) => !limited.plans.includes(p.id))!;
  await gotoHydrated(page, pricingPath);
  const estimator = page.getByRole("region", { name: say(labels.heading) });
  const planBox = estimator.getByLabel(say(labels.plan));
  const box = estimator.getByLabel(
    fillTemplate(say(labels.addOnQuantity), { name: say(limited.name), unit: say(limited.unit) }),
  );
  await planBox.selectOption(offering.id);
  await estimator.getByLabel(say(labels.users)).fill(String(offering.includedUsers));
  await box.fill("3");
  await expect(estimator.locator("output")).toContainText(
    usd(cents(offering.price) + 3 * cents(limited.price)),
  );
  await planBox.selectOption(lacking.id);
  await expect(box).toBeDisabled();
  await expect(box).toHaveValue("0");
  // Back on a plan that offers it, nothing left over from before is counted.
  await planBox.selectOption(offering.id);
  await expect(box).toHaveValue("0");
  await estimator.getByLabel(say(labels.users)).fill(String(offering.includedUsers));
  await expect(estimator.locator("output dd").first()).toHaveText(usd(cents(offering.price)));
});
