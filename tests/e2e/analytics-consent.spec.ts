import type { Page } from "@playwright/test";
import { expect, test, waitForQuietNetwork, withoutMotion } from "./fixtures.ts";
import { ANALYTICS_SCRIPT } from "#app/components/consent/analytics.ts";
import { CONSENT_STORAGE_KEY } from "#app/components/consent/consent.ts";
import { content, gotoHydrated, seedStorage, watchCspViolations } from "./helpers.ts";

withoutMotion();

/**
 * Runs against the .us site built with a test measurement id (the "analytics" project in
 * playwright.config.ts). Every request that would leave 127.0.0.1 is recorded and answered here,
 * so the tests see exactly what the site asks the outside world for, and nothing real is sent.
 */
const copy = content.data.ui.consent;
const analyticsId = () => (test.info().project.metadata as { analyticsId: string }).analyticsId;

function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  void page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      outside.push(route.request().url());
      // A stand-in for Google's tag: it marks that it ran and sends nothing.
      return route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: "window.__analyticsTagRan = true;",
      });
    },
  );
  return outside;
}

const banner = (page: Page) => page.getByRole("region", { name: copy.title });
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);

test("before any choice the banner asks, and no request leaves the site", async ({ page }) => {
  const outside = recordOutsideRequests(page);
  await gotoHydrated(page, "/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(copy.text);
  await expect(banner(page).getByRole("link", { name: copy.privacy.label })).toHaveAttribute(
    "href",
    copy.privacy.path,
  );
  // Browse on: still nothing goes out while the question is open.
  await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await waitForQuietNetwork(page);
  expect(outside).toEqual([]);
  expect(await stored(page)).toBeNull();
});

test("accepting loads the analytics script without a CSP violation, remembers the choice and loads it again on the next visit", async ({
  page,
}) => {
  const outside = recordOutsideRequests(page);
  const violations = await watchCspViolations(page);
  await gotoHydrated(page, "/");
  expect(outside).toEqual([]);
  const script = page.waitForRequest((request) => request.url().startsWith(ANALYTICS_SCRIPT));
  await banner(page).getByRole("button", { name: copy.accept }).click();
  expect((await script).url()).toBe(`${ANALYTICS_SCRIPT}?id=${analyticsId()}`);
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe("granted");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __analyticsTagRan?: boolean }).__analyticsTagRan))
    .toBe(true);
  const config = await page.evaluate(() =>
    JSON.stringify(
      (window as unknown as { dataLayer: unknown[] }).dataLayer.map((args) =>
        Array.from(args as ArrayLike<unknown>),
      ),
    ),
  );
  expect(config).toContain(`["config","${analyticsId()}"]`);
  expect(await violations()).toEqual([]);

  const again = page.waitForRequest((request) => request.url().startsWith(ANALYTICS_SCRIPT));
  await page.reload();
  await again;
  await waitForQuietNetwork(page);
  await expect(banner(page)).toHaveCount(0);
  expect(outside.every((url) => url.startsWith(ANALYTICS_SCRIPT))).toBe(true);
});

test("declining sends nothing, and the choice survives a reload", async ({ page }) => {
  const outside = recordOutsideRequests(page);
  await gotoHydrated(page, "/");
  await banner(page).getByRole("button", { name: copy.decline }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe("denied");
  await page.reload();
  await waitForQuietNetwork(page);
  // Give the idle-time consent check every chance to run, then look again.
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
  expect(outside).toEqual([]);
});

test("Cookie settings in the footer reopens the question with focus on it, and a change of mind applies", async ({
  page,
}) => {
  const outside = recordOutsideRequests(page);
  await seedStorage(page, { [CONSENT_STORAGE_KEY]: "denied" });
  await gotoHydrated(page, "/about");
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("button", { name: copy.settings }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: copy.title })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: copy.privacy.label })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: copy.accept })).toBeFocused();
  const script = page.waitForRequest((request) => request.url().startsWith(ANALYTICS_SCRIPT));
  await page.keyboard.press("Enter");
  await script;
  expect(await stored(page)).toBe("granted");
  expect(outside).toHaveLength(1);
});

test("a stored value that is not a choice asks again", async ({ page }) => {
  const outside = recordOutsideRequests(page);
  await seedStorage(page, { [CONSENT_STORAGE_KEY]: "yes please" });
  await gotoHydrated(page, "/");
  await expect(banner(page)).toBeVisible();
  expect(outside).toEqual([]);
});
