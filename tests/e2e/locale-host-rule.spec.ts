import { expect, test } from "./fixtures.ts";
import { content, domainOf, gotoHydrated, toUk } from "./helpers.ts";

// Chromium resolves the production host names to the two local builds (playwright.config.ts), so
// the locale rule's host test runs against the real domains.
test(
  "with nothing stored, the .com domain gives UK to a US browser and the .us domain gives US",
  { tag: "@each-domain" },
  async ({ page }, testInfo) => {
    const { domain, siteUrl } = domainOf(testInfo);
    const tagline = content.data.home.hero.tagline;
    // Over plain HTTP: the local builds have no certificate for the real names.
    await gotoHydrated(page, `http://${new URL(siteUrl).host}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", domain === "com" ? "en-GB" : "en-US");
    await expect(page.getByText(domain === "com" ? toUk(tagline) : tagline, { exact: true })).toBeVisible();
  },
);
