import { expect, test } from "@playwright/test";
import {
  content,
  domainOf,
  manifest,
  seedStorage,
  spelledFor,
  watchConsole,
  waitForHydration,
} from "./helpers.ts";

// Driven by the manifest: a page added to content/ is tested the moment it exists.
for (const entry of manifest) {
  test(`${entry.path} answers 200 with its title, one h1, canonical URL and no console error`, async ({
    page,
  }, testInfo) => {
    const { domain, siteUrl } = domainOf(testInfo);
    const errors = watchConsole(page);
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    await expect(page).toHaveTitle(`${spelledFor(domain, entry.title)} | ${content.data.site.siteName}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${entry.path}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", entry.robots);
    expect(errors).toEqual([]);
  });
}

// The other theme and locale: a returning visitor who chose light and UK English. Every page must
// hydrate and respell without a console error or hydration warning.
test("every page in the light theme with UK spelling hydrates without a console error", async ({ page }) => {
  test.setTimeout(180_000);
  await seedStorage(page, { "tracker-theme": "false", locale: "UK" });
  const errors = watchConsole(page);
  for (const entry of manifest) {
    await page.goto(entry.path);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    expect(errors, entry.path).toEqual([]);
  }
});
