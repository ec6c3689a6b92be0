import { expect, test, withoutMotion } from "./fixtures.ts";
import { content, domainOf, gotoHydrated } from "./helpers.ts";

withoutMotion();

const { business } = content.data.site;

test("the footer links every module and the main, sitemap and legal pages", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  for (const module of content.collections.modules.map((m) => m.card))
    await expect(footer.getByRole("link", { name: module.title, exact: true })).toHaveAttribute(
      "href",
      module.path,
    );
  for (const path of [
    "/",
    "/modules",
    "/industries",
    "/pricing",
    "/about",
    "/contact",
    "/blog",
    "/documentation",
    "/faq",
    "/sitemap",
    "/privacy",
    "/terms",
  ]) {
    await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
  }
  await expect(footer).toContainText(business.description.replace(/\s+/g, " ").trim());
});

test(
  "the footer's legal notice is this domain's company: its registration, and a VAT number only where it has one",
  { tag: "@each-domain" },
  async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const { company } = content.data.markets[domain];
    const other = content.data.markets[domain === "com" ? "us" : "com"].company;
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    // From 2025, the first year, to the year the site was built (today, for a build under test).
    expect(business.copyrightYear).toBe(2025);
    const thisYear = new Date().getUTCFullYear();
    await expect(footer).toContainText(
      `© ${thisYear > 2025 ? `2025–${thisYear}` : "2025"} ${company.legalName}`,
    );
    await expect(footer).toContainText(company.registrationNumber);
    await expect(footer).not.toContainText(other.legalName);
    if (company.vatNumber) await expect(footer).toContainText(company.vatNumber);
    // The .us site's company has no VAT number, and its footer says nothing of VAT.
    else await expect(footer).not.toContainText(/\bVAT\b/);
  },
);

test("a footer link opens its page in the app, and a modified click is left to the browser", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  // Survives a client-side navigation, not a document load.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const footer = page.getByRole("contentinfo");
  const link = footer.locator('a[href="/pricing"]').first();

  // What the app decides: it leaves a Ctrl- or ⌘-click's default action (the browser's new tab)
  // alone, and the page stays. Read after the app's own listeners (window is the last stop of the
  // click), then the tab is not opened: with one renderer per site (playwright.config.ts) it would
  // load in this page's own process, and a background tab that Chromium tears down mid-navigation
  // took that process, and the test's page with it ("URL ''", the context gone).
  await page.evaluate(() =>
    window.addEventListener(
      "click",
      (event) => {
        (window as unknown as { __leftToBrowser: boolean }).__leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    ),
  );
  await link.click({ modifiers: ["ControlOrMeta"] });
  expect(
    await page.evaluate(() => (window as unknown as { __leftToBrowser?: boolean }).__leftToBrowser),
  ).toBe(true);
  await expect(page).toHaveURL(/\/about$/);

  await link.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test("without a measurement id there is no consent banner, no Cookie settings and no request beyond the site", async ({
  page,
}) => {
  expect(content.data.site.analyticsId).toBeUndefined();
  const outside: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname !== "127.0.0.1") outside.push(request.url());
  });
  await gotoHydrated(page, "/");
  await page.waitForTimeout(1500); // past the idle moment when a build with an id would ask
  await expect(page.getByRole("region", { name: content.data.ui.consent.title })).toHaveCount(0);
  await expect(page.getByRole("button", { name: content.data.ui.consent.settings })).toHaveCount(0);
  expect(outside).toEqual([]);
});

test("from 768 to 1024 px the footer's link groups stand side by side across its width", async ({ page }) => {
  for (const width of [768, 820, 1000]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    const area = (await footer.locator("h2").first().locator("xpath=../..").boundingBox())!;
    const headings = await footer.locator("h2").evaluateAll((list) =>
      list.map((h) => {
        const box = h.parentElement!.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
    const columns = new Set(headings.map((h) => Math.round(h.left)));
    expect(columns.size, `${width} px: columns of links`).toBeGreaterThanOrEqual(3);
    // The last column starts past the middle: the links reach across, not down one side.
    expect(Math.max(...columns) - area.x, `${width} px`).toBeGreaterThan(area.width / 2);
    for (const h of headings) expect(h.right, `${width} px: inside the footer`).toBeLessThanOrEqual(width);
  }
});
