import { expect, test, withoutMotion } from "./fixtures.ts";
import { content, gotoHydrated } from "./helpers.ts";

withoutMotion();

const { business } = content.data.site;

test("the footer links every module and the main, sitemap and legal pages, with the legal notice from site.yaml", async ({
  page,
}) => {
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
  // From 2025, the first year, to the year the site was built (today, for a build under test).
  expect(business.copyrightYear).toBe(2025);
  const thisYear = new Date().getUTCFullYear();
  await expect(footer).toContainText(`© ${thisYear > 2025 ? `2025–${thisYear}` : "2025"} ${business.name}`);
  await expect(footer).toContainText(business.registrationNumber);
  await expect(footer).toContainText(business.vatNumber);
});

test("a footer link opens its page in the app, and a modified click is left to the browser", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/about");
  // Survives a client-side navigation, not a document load.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const footer = page.getByRole("contentinfo");
  const link = footer.locator('a[href="/pricing"]').first();

  const [opened] = await Promise.all([
    context.waitForEvent("page"),
    link.click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await opened.close();
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
