import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { content, gotoHydrated, watchConsole } from "./helpers.ts";

const { navigation, ui } = content.data;
const menu = navigation.header.modules.menu;
const modulesTrigger = (page: Page) =>
  page
    .getByRole("navigation", { name: ui.nav.mainLabel })
    .getByRole("button", { name: navigation.header.modules.label });
const megaMenu = (page: Page) => page.getByRole("region", { name: ui.nav.modulesMenuLabel, exact: true });

/** Accessible name starting with `text` (a card's name is its title followed by its blurb). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("desktop header", () => {
  test("shows Modules, Industries, Pricing, Resources, the locale switcher, the theme toggle and Get Started", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const nav = page.getByRole("navigation", { name: ui.nav.mainLabel });
    await expect(modulesTrigger(page)).toBeVisible();
    for (const link of navigation.header.links)
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.path,
      );
    await expect(nav.getByRole("button", { name: navigation.header.resources.label })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("button", { name: new RegExp(`^${ui.locale.label}: `) }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: ui.theme.toLight })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: navigation.header.getStarted.label }),
    ).toHaveAttribute("href", "/get-started");
    await expect(page.getByRole("button", { name: ui.nav.openMenu })).toBeHidden();
  });

  test("marks the link of the section the visitor is in as the current page, and moves the mark on navigation", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: ui.nav.mainLabel });
    const current = nav.locator('a[aria-current="page"]');
    const [first, second] = navigation.header.links;
    await gotoHydrated(page, first!.path);
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", first!.path);
    await nav.getByRole("link", { name: second!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${second!.path}$`));
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", second!.path);
  });

  test("turns into a dark blurred bar past 50 px of scroll, and back", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const header = page.getByRole("banner");
    const look = () =>
      header.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        blur: getComputedStyle(el).backdropFilter,
        padding: getComputedStyle(el).paddingTop,
      }));
    const top = await look();
    expect(top.background).toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 49));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(look).toMatchObject({ blur: expect.stringContaining("blur") });
    // Padding and colour ease over 0.3 s; wait for the tighter padding, then check the colour.
    await expect.poll(async () => parseFloat((await look()).padding)).toBeLessThan(parseFloat(top.padding));
    expect((await look()).background).not.toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("a nav link scrolls smoothly back to the top", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await page.evaluate(() => window.scrollTo(0, 900));
    // Record every frame's scroll position after the click.
    await page.evaluate(() => {
      const w = window as unknown as { positions: number[] };
      w.positions = [];
      const sample = () => {
        w.positions.push(window.scrollY);
        if (w.positions.length < 120) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page
      .getByRole("navigation", { name: ui.nav.mainLabel })
      .getByRole("link", { name: "Pricing", exact: true })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    expect(
      positions.some((y) => y > 0 && y < 900),
      `intermediate positions in ${positions.join(",")}`,
    ).toBe(true);
  });

  test("with reduced motion, a nav link jumps to the top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/pricing");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page
      .getByRole("navigation", { name: ui.nav.mainLabel })
      .getByRole("link", { name: "Pricing", exact: true })
      .click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Modules mega-menu", () => {
  test("opens on hover, 60 px from the top, and closes when the pointer leaves", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await modulesTrigger(page).hover();
    await expect(megaMenu(page)).toBeVisible();
    await expect(modulesTrigger(page)).toHaveAttribute("aria-expanded", "true");
    expect((await megaMenu(page).boundingBox())?.y).toBe(60);
    await page.mouse.move(640, 780);
    await expect(megaMenu(page)).toBeHidden();
    await expect(modulesTrigger(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("opens on click, stays open, and closes on a click outside", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await modulesTrigger(page).click();
    await page.mouse.move(640, 780);
    await page.waitForTimeout(400);
    await expect(megaMenu(page)).toBeVisible();
    await page.mouse.click(640, 780);
    await expect(megaMenu(page)).toBeHidden();
  });

  test("closes on Escape and gives focus back to the trigger", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await modulesTrigger(page).click();
    await expect(megaMenu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(megaMenu(page)).toBeHidden();
    await expect(modulesTrigger(page)).toBeFocused();
  });

  test("Popular shows the 4 module cards and the explainer; Categories the 7 tiles", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await modulesTrigger(page).click();
    const popular = megaMenu(page).getByRole("tabpanel", { name: menu.tabs.popular });
    for (const slug of menu.popular) {
      const module = content.collections.modules.find((m) => m.slug === slug)!.card;
      await expect(popular.getByRole("link", { name: startsWith(module.title) })).toHaveAttribute(
        "href",
        `/modules/${slug}`,
      );
    }
    expect(menu.popular).toEqual(["sales-orders", "product-designer", "logos", "customer-portal"]);
    await expect(popular.getByRole("link")).toHaveCount(5);
    await expect(popular.getByText(menu.explainer.title)).toBeVisible();
    await expect(popular.getByRole("link", { name: menu.explainer.link.label })).toHaveAttribute(
      "href",
      "/modules",
    );

    await megaMenu(page).getByRole("tab", { name: menu.tabs.categories }).click();
    const categories = megaMenu(page).getByRole("tabpanel", { name: menu.tabs.categories });
    await expect(categories.getByRole("link")).toHaveCount(7);
    for (const name of ["Sales", "Finance", "Design", "Support", "Inventory", "Production", "Integrations"]) {
      // Each tile opens /modules filtered to its category (the filter lives in the query string).
      await expect(categories.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        `/modules?category=${name.toLowerCase()}`,
      );
    }
  });

  test("works by keyboard: Enter opens, arrows switch tabs, a card link navigates and closes", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, "/pricing");
    await modulesTrigger(page).focus();
    await page.keyboard.press("Enter");
    await expect(megaMenu(page)).toBeVisible();
    await page.keyboard.press("Tab");
    const popularTab = page.getByRole("tab", { name: menu.tabs.popular });
    const categoriesTab = page.getByRole("tab", { name: menu.tabs.categories });
    await expect(popularTab).toBeFocused();
    await expect(popularTab).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("ArrowRight");
    await expect(categoriesTab).toBeFocused();
    await expect(categoriesTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: menu.tabs.categories })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: menu.tabs.popular })).toBeHidden();
    await page.keyboard.press("ArrowRight"); // wraps round
    await expect(popularTab).toBeFocused();
    await page.keyboard.press("End");
    await expect(categoriesTab).toBeFocused();
    await page.keyboard.press("Home");
    await expect(popularTab).toBeFocused();

    await page.keyboard.press("Tab"); // into the panel: the first card
    await expect(megaMenu(page).getByRole("link", { name: /^Sales & Orders/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/modules\/sales-orders$/);
    await expect(megaMenu(page)).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe("Resources dropdown", () => {
  test("lists FAQ, Support, About Us and Contact and closes once a link is followed", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const trigger = page
      .getByRole("navigation", { name: ui.nav.mainLabel })
      .getByRole("button", { name: navigation.header.resources.label });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    await expect(list.getByRole("link")).toHaveText(["FAQ", "Support", "About Us", "Contact"]);
    await list.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});
