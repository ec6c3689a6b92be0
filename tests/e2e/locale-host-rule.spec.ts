import { expect, test } from "./fixtures.ts";
import { browserLaunchOptions } from "../../scripts/setup/browser.ts";
import { content, domainOf, gotoHydrated, toUk } from "./helpers.ts";
import { PORTS } from "./ports.ts";

// Chromium resolves the production host names to the two local builds, so the locale rule's
// host test runs against the real domains (it needs its own browser, hence its own file).
test.use({
  launchOptions: browserLaunchOptions([
    `--host-resolver-rules=MAP www.tracker-app.com:80 127.0.0.1:${PORTS.com}, MAP www.tracker-app.us:80 127.0.0.1:${PORTS.us}`,
  ]),
});

test(
  "with nothing stored, the .com domain gives UK to a US browser and the .us domain gives US",
  { tag: "@each-domain" },
  async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const tagline = content.data.home.hero.tagline;
    await gotoHydrated(page, domain === "com" ? "http://www.tracker-app.com/" : "http://www.tracker-app.us/");
    await expect(page.locator("html")).toHaveAttribute("lang", domain === "com" ? "en-GB" : "en-US");
    await expect(page.getByText(domain === "com" ? toUk(tagline) : tagline, { exact: true })).toBeVisible();
  },
);
