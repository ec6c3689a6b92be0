import { expect, test, withoutMotion } from "./fixtures.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { THEME_STORAGE_KEY } from "#app/components/layout/theme.ts";
import { axeViolations } from "./axe.ts";
import {
  content,
  domainOf,
  gotoHydrated,
  manifest,
  seedStorage,
  spelledFor,
  watchConsole,
} from "./helpers.ts";

withoutMotion();

/** The ways into the application: /login, the header's "Log in", and /payment-success after checkout. */
const { account } = content.data.ui;
const { app } = content.data.site;
const pathOf = (template: string) => manifest.find((entry) => entry.template === template)!.path;

test("/login leads into the app and to its password reset, and the header links to it", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  const login = content.data.navigation.header.login;
  await page
    .getByRole("banner")
    .getByRole("link", { name: say(login.label), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${login.path}$`));
  await expect(page.getByRole("link", { name: say(account.continueToApp) })).toHaveAttribute("href", app.url);
  await expect(page.getByRole("link", { name: say(account.forgotPassword) })).toHaveAttribute(
    "href",
    app.resetPasswordUrl,
  );
});

test("the mobile menu has a way to log in", async ({ page }, testInfo) => {
  const { domain } = domainOf(testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: spelledFor(domain, content.data.ui.nav.openMenu) }).click();
  const menu = page.getByRole("dialog");
  const login = content.data.navigation.header.login;
  await expect(
    menu.getByRole("link", { name: spelledFor(domain, login.label), exact: true }),
  ).toHaveAttribute("href", login.path);
});

test("/payment-success names a known plan and ignores any other value", async ({ page }, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  const path = pathOf("payment-success");
  const plan = content.data.pricing.plans[1]!;
  const errors = watchConsole(page);

  await gotoHydrated(page, `${path}?plan=${plan.id}`);
  await expect(page.getByText(fillTemplate(say(account.planActive), { plan: say(plan.name) }))).toBeVisible();
  await expect(page.getByRole("link", { name: say(account.openApp) })).toHaveAttribute("href", app.url);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  for (const value of ["platinum", '<img src=x onerror="window.__owned=1">Gold']) {
    await gotoHydrated(page, `${path}?plan=${encodeURIComponent(value)}`);
    const text = await page.locator("main").innerText();
    for (const known of content.data.pricing.plans)
      expect(text).not.toContain(fillTemplate(say(account.planActive), { plan: say(known.name) }));
    expect(text).not.toContain(value);
    expect(text).not.toContain("Gold");
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
  }
  expect(errors).toEqual([]);
});

// /login, and /payment-success without a plan, pass axe in both themes in every-page.spec.ts; the
// plan's own welcome is checked here.
test("/payment-success naming a plan passes axe in both themes", async ({ page }) => {
  const path = `${pathOf("payment-success")}?plan=${content.data.pricing.plans[0]!.id}`;
  for (const dark of [true, false]) {
    await seedStorage(page, { [THEME_STORAGE_KEY]: String(dark) });
    await gotoHydrated(page, path);
    expect(await axeViolations(page), `${path}, ${dark ? "dark" : "light"}`).toEqual([]);
  }
});
