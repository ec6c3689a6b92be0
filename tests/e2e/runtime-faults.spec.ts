import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { content, domainOf, gotoHydrated, manifest, spelledFor, toUk, watchConsole } from "./helpers.ts";

withoutMotion();

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

/** Uncaught errors and unhandled rejections in the page: a failed download must leave none. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Makes the download of one on-demand chunk (`assets/<name>-<hash>.js`) fail, as a dropped
 * connection or a deploy that removed the file does, until `restore` is called. Counts the tries.
 */
async function blockChunk(page: Page, name: string) {
  const state = { blocked: true, tries: 0 };
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => {
    state.tries++;
    return state.blocked ? route.abort("connectionreset") : route.continue();
  });
  return { tries: () => state.tries, restore: () => (state.blocked = false) };
}

const { navigation, home } = content.data;
const errorHeading = (page: Page) => page.getByRole("heading", { name: ui.error.heading });

test.describe("when a part's code fails to download, the page keeps its content and the next use tries again", () => {
  test("search opens the sitemap page instead of its dialog", async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const errors = watchPageErrors(page);
    await gotoHydrated(page, "/pricing");
    const chunk = await blockChunk(page, "search-dialog");
    await page.keyboard.press("/");
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.locator("h1")).toBeVisible();
    expect(chunk.tries()).toBeGreaterThanOrEqual(1);
    chunk.restore();
    await page.keyboard.press("/");
    await expect(page.getByRole("dialog", { name: say(ui.search.dialogLabel) })).toBeVisible();
    await expect(errorHeading(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the Modules menu shows its links", async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const errors = watchPageErrors(page);
    await gotoHydrated(page, "/pricing");
    const chunk = await blockChunk(page, "modules-mega-menu-panel");
    const trigger = mainNav(page).getByRole("button", { name: say(navigation.header.modules.label) });
    await trigger.focus(); // the preload, which fails quietly
    await trigger.click();
    const links = page.getByRole("navigation", { name: say(ui.nav.modulesMenuLabel) });
    const modules = manifest.filter((m) => m.path.startsWith(`${navigation.header.modules.path}/`));
    await expect(links.getByRole("link", { name: say(modules[0]!.title), exact: true })).toHaveAttribute(
      "href",
      modules[0]!.path,
    );
    await expect(links.getByRole("link")).toHaveCount(modules.length);
    await expect(page.locator("h1")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(links).toBeHidden();
    chunk.restore();
    await trigger.click();
    await expect(page.getByRole("region", { name: say(ui.nav.modulesMenuLabel), exact: true })).toBeVisible();
    await expect(errorHeading(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the phone menu shows its links", async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchPageErrors(page);
    await gotoHydrated(page, "/pricing");
    const chunk = await blockChunk(page, "mobile-menu-dialog");
    const button = page.getByRole("button", { name: say(ui.nav.openMenu) });
    await button.click();
    const links = page.getByRole("navigation", { name: say(ui.nav.mobileLabel) });
    await expect(links.getByRole("link")).toHaveCount(navigation.mobile.length);
    await expect(links.getByRole("link").first()).toHaveAttribute("href", navigation.mobile[0]!.path);
    await expect(page.locator("h1")).toBeVisible();
    await button.click();
    await expect(links).toBeHidden();
    chunk.restore();
    await button.click();
    await expect(page.getByRole("dialog", { name: say(ui.nav.mobileLabel) })).toBeVisible();
    await expect(errorHeading(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a testimonial offers its video as a link under its poster", async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const errors = watchPageErrors(page);
    await gotoHydrated(page, "/");
    const chunk = await blockChunk(page, "testimonial-dialog");
    const item = home.results.testimonials[0]!;
    const label = say(home.results.playVideo).replace("{company}", item.company);
    const play = page.getByRole("button", { name: label });
    await play.click();
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", item.videoUrl);
    await expect(play.locator("img")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    chunk.restore();
    await play.click();
    await expect(page.getByRole("dialog").locator("video")).toHaveAttribute("src", item.videoUrl);
    await expect(errorHeading(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the docs feedback offers to load its form again", async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const fb = ui.docs.feedback;
    const docsPage = manifest.find((m) => m.template === "docs-page")!;
    const errors = watchPageErrors(page);
    await gotoHydrated(page, docsPage.path);
    const chunk = await blockChunk(page, "feedback-form");
    await page.getByRole("button", { name: say(fb.no), exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(say(fb.loadFailed));
    await expect(page.locator("h1")).toBeVisible();
    chunk.restore();
    await page.getByRole("button", { name: say(fb.retry), exact: true }).click();
    await expect(page.getByLabel(say(fb.commentLabel))).toBeVisible();
    await expect(page.getByRole("button", { name: say(fb.no), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(errors).toEqual([]);
  });

  test("the 404 page links to the sitemap page in place of its help", async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const errors = watchPageErrors(page);
    const chunk = await blockChunk(page, "not-found-help");
    await page.goto("/no-such-page-at-all");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(ui.notFound.heading));
    // The header's search link has the same name and address: the fallback is the one in the page.
    await expect(
      page.getByRole("main").getByRole("link", { name: say(ui.search.open), exact: true }),
    ).toHaveAttribute("href", "/sitemap");
    expect(chunk.tries()).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  // Under a collection's route the 404 page shows while the page hydrates and again from the route's
  // error boundary; a failed download there used to reach React as a hydration error (#422, #520).
  for (const path of [
    "/no-such-page-at-all",
    `${manifest.find((m) => m.template === "blog-post")!.path}-gone`,
  ])
    test(`the 404 page at ${path} shows its heading and a link home in place of its own code`, async ({
      page,
    }, testInfo) => {
      const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
      const errors = watchPageErrors(page);
      const chunk = await blockChunk(page, "status-page");
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(say(ui.notFound.heading));
      await expect(main.getByRole("link", { name: say(ui.notFound.homeLink) })).toHaveAttribute("href", "/");
      await expect.poll(chunk.tries).toBeGreaterThanOrEqual(1);
      // The fallback, not the prerendered page waiting for code that will not come.
      await expect(main.getByText(say(ui.notFound.text))).toHaveCount(0);
      expect(errors).toEqual([]);
    });

  test("the sitemap download says it failed, and works on the next click", async ({ page }, testInfo) => {
    const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const labels = ui.sitemap;
    const errors = watchPageErrors(page);
    await gotoHydrated(page, "/sitemap");
    const chunk = await blockChunk(page, "download");
    await page.getByRole("button", { name: say(labels.downloadXml) }).click();
    const toast = page.getByRole("alert").filter({ hasText: say(labels.downloadFailed.title) });
    await expect(toast).toContainText(say(labels.downloadFailed.description));
    chunk.restore();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: say(labels.downloadXml) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("sitemap.xml");
    expect(errors).toEqual([]);
  });
});

/** The parts app/ loads with onDemand, by their chunk's name (the imported file's). */
function onDemandParts(dir = "app"): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), "utf8").matchAll(/onDemand\(\(\) => import\("([^"]+)"\)\)/g)].map(
        (m) => basename(m[1]!, ".tsx"),
      ),
    );
}

test("every part the app loads on demand has a test here that blocks its code", () => {
  const blocked = [...readFileSync(test.info().file, "utf8").matchAll(/blockChunk\(page, "([\w-]+)"\)/g)].map(
    (m) => m[1],
  );
  const parts = onDemandParts();
  expect(parts.length).toBeGreaterThan(5);
  expect(parts.filter((part) => !blocked.includes(part))).toEqual([]);
});

test("when a page's data fails to download during an in-app navigation, the page loads in full", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await gotoHydrated(page, "/");
  let failed = 0;
  await page.route(/\/pricing\.data(\?|$)/, (route) => {
    failed++;
    return route.abort("internetdisconnected");
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  const pricingLink = navigation.header.links.find((link) => link.path === "/pricing")!;
  await mainNav(page).locator(`a[href="${pricingLink.path}"]`).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle(pricingTitle);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(errorHeading(page)).toHaveCount(0);
  expect(failed).toBe(1);
  expect(documents).toEqual(["/pricing"]);
  expect(errors).toEqual([]);
});
