import { expect, test } from "@playwright/test";
import { content, domainOf, spelledFor, watchConsole, waitForHydration } from "./helpers.ts";

// Driven by the manifest: a page added to content/ is tested the moment it exists.
for (const entry of content.manifest) {
  test(`${entry.path} answers 200 with its title, one h1, canonical URL and no console error`, async ({ page }, testInfo) => {
    const { domain, siteUrl } = domainOf(testInfo);
    const errors = watchConsole(page);
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    await expect(page).toHaveTitle(`${spelledFor(domain, entry.title)} | ${content.site.siteName}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${entry.path}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", entry.robots);
    expect(errors).toEqual([]);
  });
}
