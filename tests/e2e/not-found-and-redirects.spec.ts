import { expect, test, waitForQuietNetwork, withoutMotion } from "./fixtures.ts";

import {
  content,
  domainOf,
  manifest,
  navigateInApp,
  spelledFor,
  watchConsole,
  waitForHydration,
} from "./helpers.ts";

withoutMotion();

const notFound = content.data.ui.notFound;

/**
 * Unknown URLs of every shape: one at the top level (the 404 route's own) and one under each
 * folder of pages (/modules/…, /documentation/<category>/…), which a page route matches but whose
 * data does not exist.
 */
const unknownUrls = [
  "/no-such-page",
  ...new Set(
    manifest
      .map((m) => m.path.split("/").slice(0, -1).join("/"))
      .filter((parent) => parent !== "")
      .map((parent) => `${parent}/no-such-page`),
  ),
];

for (const url of unknownUrls) {
  test(`${url} gets the 404 page with status 404, noindex, a link home and the path logged once`, async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const errors = watchConsole(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spelledFor(domain, notFound.heading));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The browser reports the host's 404s (the document's, and under a page route its data's); the
    // app's only error is the logged path: no hydration warning, no router error.
    await waitForQuietNetwork(page);
    expect(errors.filter((e) => !/^Failed to load resource: .*404/.test(e))).toEqual([
      `404: no page at ${url}`,
    ]);
    // The link is the same on every 404 page: followed once, below, and checked here by its target.
    await expect(page.getByRole("link", { name: spelledFor(domain, notFound.homeLink) })).toHaveAttribute(
      "href",
      "/",
    );
  });
}

test("the 404 page's link home opens the home page", async ({ page }, testInfo) => {
  const { domain } = domainOf(testInfo);
  await page.goto(unknownUrls[0]!);
  await waitForHydration(page);
  await page.getByRole("link", { name: spelledFor(domain, notFound.homeLink) }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("h1")).toHaveText(spelledFor(domain, content.data.home.hero.headline));
});

test("in-app navigation to an unknown URL shows the 404 page", async ({ page }, testInfo) => {
  const { domain } = domainOf(testInfo);
  await page.goto("/");
  await waitForHydration(page);
  // What a client-side link to a missing page does: the router matches the splat route.
  await navigateInApp(page, "/definitely-missing");
  await expect(page).toHaveURL(/\/definitely-missing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(spelledFor(domain, notFound.heading));
  // The tab names the 404, not the page the visitor came from.
  expect(await page.title()).toContain(spelledFor(domain, notFound.title));
});

test("a link in a page opens a page in the app, a file from the host, and /sitemap.xml as the sitemap page", async ({
  page,
}) => {
  type Marked = { __sameDocument?: boolean };
  /** Clicks a link to `href` planted at the top of the page's main region. */
  const clickLinkTo = async (href: string) => {
    await page.evaluate((to) => {
      (window as unknown as Marked).__sameDocument = true;
      const link = Object.assign(document.createElement("a"), { href: to, textContent: to });
      document.querySelector("main")!.prepend(link);
    }, href);
    await page.locator("main").getByRole("link", { name: href, exact: true }).click();
  };
  const sameDocument = () => page.evaluate(() => (window as unknown as Marked).__sameDocument === true);

  await page.goto("/about");
  await waitForHydration(page);
  await clickLinkTo("/pricing");
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await sameDocument()).toBe(true);

  await clickLinkTo("/sitemap.xml");
  await expect(page).toHaveURL(/\/sitemap$/);
  expect(await sameDocument()).toBe(true);

  await clickLinkTo("/.well-known/security.txt");
  await expect(page).toHaveURL(/\/\.well-known\/security\.txt$/);
  await expect(page.locator("body")).toContainText(/^Contact:/m);
  expect(await sameDocument()).toBe(false);
});

for (const { from, to } of [
  { from: "/about/", to: "/about" },
  { from: "/about.html", to: "/about" },
]) {
  // Cloudflare Pages' own clean-URL rule: a permanent redirect that keeps the method (308).
  test(`${from} answers 308 to the one URL form ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location, "http://x").pathname).toBe(to);
  });
}

test.describe("the old module URLs' redirects", () => {
  const manifestRedirects = content.data.redirects.redirects;

  test("there are exactly the 7 module aliases", () => {
    expect(manifestRedirects).toHaveLength(7);
  });

  for (const { from, to } of manifestRedirects) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location, "http://x").pathname).toBe(to);
    });
  }

  // One page, navigated from to each old URL in turn: each is a visit from the same place.
  test("in-app navigation to each old URL lands on its new one, replacing the history entry", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    // Each visit replaces the entry the one before it left ahead of /pricing: the history grows by
    // one in all, not by one per visit, and never by two (the old URL's entry kept).
    const historyBefore = await page.evaluate(() => history.length);
    for (const { from, to } of manifestRedirects) {
      await navigateInApp(page, from);
      await expect(page, from).toHaveURL(new RegExp(`${to}$`));
      expect(await page.evaluate(() => history.length), from).toBe(historyBefore + 1);
      await page.goBack();
      await expect(page, from).toHaveURL(/\/pricing$/);
    }
  });
});
