import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { content, gotoHydrated, installPausedClock, watchConsole } from "./helpers.ts";

const { navigation, ui } = content.data;
const menuButton = (page: Page) => page.getByRole("button", { name: ui.nav.openMenu });
const menuDialog = (page: Page) => page.getByRole("dialog", { name: ui.nav.mobileLabel });

test.use({ viewport: { width: 390, height: 844 } });

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(menuDialog(page)).toBeVisible();
}

test.describe("mobile menu (below 768 px)", () => {
  test("replaces the desktop navigation and lists the required links, the locale switcher and Get Started", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, "/pricing");
    await expect(page.getByRole("navigation", { name: ui.nav.mainLabel })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await openMenu(page);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    const nav = menuDialog(page).getByRole("navigation", { name: ui.nav.mobileLabel });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Modules",
      "Pricing",
      "Documentation",
      "About Us",
      "Blog",
      "Contact",
    ]);
    for (const link of navigation.mobile)
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.path,
      );
    await expect(
      menuDialog(page).getByRole("button", { name: new RegExp(`^${ui.locale.label}: `) }),
    ).toBeVisible();
    await expect(
      menuDialog(page).getByRole("link", { name: navigation.header.getStarted.label }),
    ).toHaveAttribute("href", "/get-started");
    expect(errors).toEqual([]);
  });

  test("is a panel 80 % of the width, capped at 20rem", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenu(page);
    await expect.poll(async () => (await menuDialog(page).boundingBox())?.x).toBeCloseTo(390 * 0.2, 0);
    expect((await menuDialog(page).boundingBox())?.width).toBeCloseTo(390 * 0.8, 0);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 600, height: 844 });
    await openMenu(page);
    // Measured once the slide-in has settled (a box mid-transform can be a hair off).
    await expect.poll(async () => (await menuDialog(page).boundingBox())?.x).toBeCloseTo(600 - 320, 0);
    expect((await menuDialog(page).boundingBox())?.width).toBeCloseTo(320, 1);
  });

  test("locks page scroll while open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, 300));
    await openMenu(page);
    await page.mouse.move(30, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("closes on a click outside the panel, and focus returns to the menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenu(page);
    await page.mouse.click(20, 400); // the dimmed page left of the panel
    await expect(menuDialog(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape, and focus returns to the menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(menuDialog(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("traps focus: Tab and Shift+Tab cycle inside the panel", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menuDialog(page)).toBeVisible();
    const insideDialog = () => page.evaluate(() => document.activeElement?.closest("dialog") !== null);
    const focusables = await menuDialog(page).locator("a[href], button").count();
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await insideDialog()).toBe(true);
    }
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await insideDialog()).toBe(true);
    }
  });

  test("following a link closes the menu and opens the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenu(page);
    await menuDialog(page).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menuDialog(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });

  test("crossing the breakpoint closes the menu and pauses header transitions for 250 ms", async ({
    page,
  }) => {
    // The menu's code loads on demand and React reveals it on a timer, so time flows until it is open.
    await page.clock.install();
    await gotoHydrated(page, "/");
    await openMenu(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.setViewportSize({ width: 1024, height: 844 });
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-resizing", "true");
    await expect(menuDialog(page)).toBeHidden();
    expect(await header.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("none");
    await page.clock.runFor(200);
    await expect(header).toHaveAttribute("data-resizing", "true");
    await page.clock.runFor(60);
    await expect(header).not.toHaveAttribute("data-resizing");
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });
});

test.describe("mobile welcome toast", () => {
  const { title, description } = content.data.home.mobileWelcome;

  test("appears on the home page after 1.5 s and lasts 3 s", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    const toast = page.getByRole("region", { name: ui.toast.regionLabel }).getByRole("listitem");
    await page.clock.runFor(1400);
    await expect(toast).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(title);
    await expect(toast).toContainText(description); // loopback host + en-US browser: US spelling
    expect((await toast.boundingBox())?.width).toBeLessThanOrEqual(356);
    await page.clock.runFor(2900);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(150);
    await expect(toast).toHaveCount(0);
  });

  test("the headline stays the largest paint: the later toast does not become the phone's LCP", async ({
    page,
  }) => {
    // An element first painted at opacity 0 is never a Largest Contentful Paint candidate, so a
    // headline that faded in from nothing would leave the toast, 1.5 s later, as the LCP.
    await page.addInitScript(() => {
      const w = window as unknown as { largestPaints: string[] };
      w.largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { element: Element | null }[])
          w.largestPaints.push(entry.element?.closest("[id]")?.id ?? entry.element?.tagName ?? "");
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await gotoHydrated(page, "/");
    const toast = page.getByRole("region", { name: ui.toast.regionLabel }).getByRole("listitem");
    await expect(toast).toBeVisible();
    // Two frames after the toast shows, its paint has been reported if it were a candidate.
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
    );
    const paints = await page.evaluate(
      () => (window as unknown as { largestPaints: string[] }).largestPaints,
    );
    expect(paints.at(-1)).toBe("hero-heading");
  });

  test("is not shown at desktop widths or on other pages", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/pricing");
    await page.clock.runFor(2000);
    await expect(page.getByText(title)).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    await page.clock.runFor(2000);
    await expect(page.getByText(title)).toHaveCount(0);
  });
});
