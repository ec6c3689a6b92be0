import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { content, gotoHydrated, manifest, toUk, watchConsole } from "./helpers.ts";

const { ui } = content.data;
const pricing = manifest.find((m) => m.path === "/pricing")!;
/** The pricing page's title, in whichever spelling the page shows. */
const pricingTitle = new RegExp(
  `^(${[pricing.title, toUk(pricing.title)].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")}) \\|`,
);
const mainNav = (page: Page) => page.getByRole("navigation", { name: ui.nav.mainLabel });

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Private modes and enterprise policies block storage in two ways: reading `window.localStorage`
 * throws, or the object is there and every read and write throws. Each runs before any page script.
 */
const blockedStorage = {
  "storage that cannot be opened": () => {
    for (const name of ["localStorage", "sessionStorage"])
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
  },
  "storage whose every read and write throws": () => {
    for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const)
      Object.defineProperty(Storage.prototype, method, {
        value() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
  },
};

for (const [name, block] of Object.entries(blockedStorage)) {
  test(`with ${name}, no page throws, and theme, locale and navigation still work`, async ({ page }) => {
    await page.addInitScript(block);
    const errors = watchConsole(page);
    await gotoHydrated(page, "/");
    expect(
      await page.evaluate(() => {
        try {
          localStorage.getItem("x");
          return "open";
        } catch {
          return "blocked";
        }
      }),
    ).toBe("blocked");

    const wasLight = await page.locator("html").evaluate((html) => html.classList.contains("light"));
    await page.getByRole("button", { name: wasLight ? ui.theme.toDark : ui.theme.toLight }).click();
    await expect(page.locator("html")).toHaveClass(wasLight ? /\bdark\b/ : /\blight\b/);

    await page
      .getByRole("banner")
      .getByRole("button", { name: new RegExp(`^${ui.locale.label}: `) })
      .click();
    await page.getByRole("button", { name: ui.locale.names.UK }).click();
    await expect(page.getByText(toUk(content.data.home.hero.tagline), { exact: true })).toBeVisible();

    await mainNav(page).getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle(pricingTitle);
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    expect(errors).toEqual([]);
  });
}

/** The URL of a route's code, from React Router's manifest in the page. */
async function routeModuleOf(page: Page, path: string): Promise<string> {
  return page.evaluate((p) => {
    const routes = (
      window as unknown as {
        __reactRouterManifest: { routes: Record<string, { path?: string; module: string }> };
      }
    ).__reactRouterManifest.routes;
    return new URL(Object.values(routes).find((r) => r.path === p.slice(1))!.module, location.href).href;
  }, path);
}

for (const withNavigationApi of [true, false]) {
  test(`when a page's code fails to load, the visitor still reaches the page they clicked (${withNavigationApi ? "Navigation API" : "without the Navigation API"})`, async ({
    page,
  }) => {
    if (!withNavigationApi)
      await page.addInitScript(() => Object.defineProperty(window, "navigation", { value: undefined }));
    await gotoHydrated(page, "/");
    // The code download fails once, as on a dropped connection or just after a deploy replaced it.
    const moduleUrl = await routeModuleOf(page, "/pricing");
    let failed = 0;
    await page.route(moduleUrl, (route) =>
      failed++ === 0 ? route.abort("connectionreset") : route.continue(),
    );
    await mainNav(page).getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle(pricingTitle);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(failed).toBeGreaterThanOrEqual(1);
  });
}
