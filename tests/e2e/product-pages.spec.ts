import { expect, test } from "./fixtures.ts";
import { categorySlug } from "#app/core/product/index.ts";
import { SCREEN_IMAGE, screenSrc } from "#app/core/media/index.ts";
import { DOMAINS } from "#app/core/locale/index.ts";
import {
  content,
  contentFor,
  domainOf,
  gotoHydrated,
  layoutShift,
  manifest,
  MAX_UNSEEN_SHIFT,
  spelledFor,
  watchConsole,
} from "./helpers.ts";

/** Module pages, the /modules filter and security.txt, as a visitor and a security researcher meet them. */
const modulePages = manifest.filter((entry) => entry.template === "module");
const modulesIndex = manifest.find((entry) => entry.template === "modules-index")!;
const modules = content.collections.modules;

test("every module page shows its screen, described, loaded and without moving the page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  for (const entry of modulePages) {
    await gotoHydrated(page, entry.path);
    const module = modules.find((m) => m.path === entry.path)!;
    const screen = page.getByRole("img", { name: module.data.screenAlt });
    await expect(screen, entry.path).toBeVisible();
    // Decoded and drawn: a broken or missing file has no natural width.
    await expect
      .poll(() => screen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: entry.path,
      })
      .toBe(true);
    // Its box was reserved from the start: the page did not move while it arrived. A screen
    // without a reserved box shifts this viewport by about 0.1; a busy machine that paints the
    // header half-parsed can add a few ten-thousandths, which no visitor sees.
    expect(await layoutShift(page), entry.path).toBeLessThan(MAX_UNSEEN_SHIFT);
  }
  expect(errors).toEqual([]);
});

test(
  "a module's screen is the domain's market's own picture, described for that market",
  { tag: "@each-domain" },
  async ({ page, request }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const other = DOMAINS.find((d) => d !== domain)!;
    const altOf = (market: typeof domain, path: string) =>
      contentFor(market).collections.modules.find((m) => m.path === path)!.data.screenAlt;
    // The screens whose description differs per market: their money or places do.
    const differing = modulePages.filter((entry) => altOf(domain, entry.path) !== altOf(other, entry.path));
    expect(differing.length, "some screen is described per market (guards this test)").toBeGreaterThan(0);
    for (const entry of differing) {
      await gotoHydrated(page, entry.path);
      const screen = page.getByRole("img", { name: spelledFor(domain, altOf(domain, entry.path)) });
      await expect(screen, entry.path).toBeVisible();
      await expect
        .poll(() => screen.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.currentSrc))
        .toContain(`/${SCREEN_IMAGE.dir}/${domain}/`);
      // The other market's pictures are not part of this domain's build.
      const slug = entry.path.split("/").pop()!;
      const answer = await request.get(screenSrc(other, slug, SCREEN_IMAGE.fallbackWidth, "webp"));
      expect(answer.headers()["content-type"] ?? "", entry.path).not.toMatch(/^image\//);
    }
  },
);

test("the modules filter works by keyboard, is kept in the address and survives a reload", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await gotoHydrated(page, modulesIndex.path);
  const filter = page.getByRole("navigation", { name: content.data.ui.product.filter.legend });
  const allCount = modules.length;
  await expect(page.locator("p[role=status]")).toContainText(String(allCount));

  // A category with more than one module, reached by Tab from the "All" option and chosen with Enter.
  const category = content.data.navigation.header.modules.menu.categories
    .map((c) => c.name)
    .find((name) => modules.filter((m) => m.data.category === name).length > 1)!;
  const expected = modules.filter((m) => m.data.category === category);
  await filter.getByRole("link").first().focus();
  for (let i = 0; i < 10; i++) {
    if ((await page.evaluate(() => document.activeElement?.textContent)) === category) break;
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?category=${categorySlug(category)}$`));
  const cards = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(cards).toHaveText(expected.map((m) => m.data.title));
  await expect(filter.getByRole("link", { name: category })).toHaveAttribute("aria-current", "true");
  await expect(page.locator("p[role=status]")).toContainText(String(expected.length));

  await page.reload();
  await expect(cards).toHaveText(expected.map((m) => m.data.title));
  await expect(filter.getByRole("link", { name: category })).toHaveAttribute("aria-current", "true");

  // "All" brings every module back.
  await filter.getByRole("link").first().press("Enter");
  await expect(cards).toHaveCount(allCount);
  expect(errors).toEqual([]);
});

test("the mega-menu's category tiles open /modules filtered to their category", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: content.data.navigation.header.modules.label }).click();
  await page.getByRole("tab", { name: content.data.navigation.header.modules.menu.tabs.categories }).click();
  const first = content.data.navigation.header.modules.menu.categories[0]!.name;
  await page.getByRole("tabpanel").getByRole("link", { name: first }).click();
  await expect(page).toHaveURL(new RegExp(`${modulesIndex.path}\\?category=${categorySlug(first)}$`));
  const expected = modules.filter((m) => m.data.category === first).map((m) => m.data.title);
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText(expected);
});

test(
  "security.txt (RFC 9116) names a contact, expires in the future within a year, and is canonical for its domain",
  { tag: "@each-domain" },
  async ({ request }, testInfo) => {
    const { siteUrl } = domainOf(testInfo);
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).trim().split("\n");
    const values = (field: string) =>
      lines.filter((line) => line.startsWith(`${field}: `)).map((line) => line.slice(field.length + 2));
    expect(values("Contact").length).toBeGreaterThan(0);
    for (const contact of values("Contact")) expect(contact).toMatch(/^(mailto:|https:\/\/)/);
    const expires = values("Expires");
    expect(expires).toHaveLength(1);
    expect(expires[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const expiresAt = Date.parse(expires[0]!);
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(366 * 24 * 60 * 60 * 1000);
    expect(values("Canonical")).toEqual([`${siteUrl}/.well-known/security.txt`]);
    // The policy it points to is a page of the site, with the section it names.
    const policy = new URL(values("Policy")[0]!);
    expect(policy.origin).toBe(new URL(siteUrl).origin);
    const policyPage = await request.get(policy.pathname);
    expect(policyPage.status()).toBe(200);
    expect(await policyPage.text()).toContain(`id="${policy.hash.slice(1)}"`);
  },
);
