import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import {
  content,
  domainOf,
  manifest,
  spelledFor,
  watchConsole,
  watchCspViolations,
  waitForHydration,
} from "./helpers.ts";
import { axeViolations } from "./axe.ts";

/**
 * Driven by sitemap.xml: every URL the build tells search engines about, plus the pages it keeps
 * out of the index (robots noindex, from the manifest). A page added to content/ is tested the
 * moment it is built. Both domains list the same paths (npm run check), so build/com's file names
 * the tests; the first test proves each served sitemap.xml lists exactly them.
 */
const locsOf = (xml: string): string[] =>
  new XMLParser({ isArray: (name) => name === "url" })
    .parse(xml)
    .urlset.url.map((u: { loc: string }) => new URL(u.loc).pathname);
const sitemapPaths = locsOf(readFileSync("build/com/sitemap.xml", "utf8"));
const unlisted = manifest.filter((m) => m.robots !== "index,follow").map((m) => m.path);
const pages = [...sitemapPaths, ...unlisted].flatMap((path) => manifest.filter((m) => m.path === path));

test("the served sitemap.xml lists exactly the indexable pages this suite visits", async ({ request }) => {
  const served = await request.get("/sitemap.xml");
  expect(served.status()).toBe(200);
  expect(locsOf(await served.text())).toEqual(sitemapPaths);
  expect(sitemapPaths.filter((path) => !pages.some((p) => p.path === path))).toEqual([]);
});

/** What a returning visitor who chose light and UK English has stored. */
const LIGHT_AND_UK = { "tracker-theme": "false", locale: "UK" };

/** Switches a loaded page's visitor to light and UK English, as if they chose both earlier, and reloads. */
async function reloadAsLightUkVisitor(page: Page): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, LIGHT_AND_UK);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
}

// Each page as a first visit (dark, the domain's own locale) on both builds. On the .us build also
// for a returning visitor who chose light and UK English, where the page must hydrate and respell
// without a console error, hydration warning or CSP violation; axe checks WCAG 2.2 A and AA both
// times there, which covers dark with US English and light with UK English. The .com build serves
// the same markup in UK spelling, so repeating those there would double the suite's longest part
// to check nothing new.
const FULL_CHECK_DOMAIN = "us";
for (const entry of pages) {
  test(`${entry.path} answers 200 with its title, one h1 and canonical URL; no console error, CSP violation or WCAG 2.2 AA violation, dark or light`, async ({
    page,
  }, testInfo) => {
    // Two page loads and two axe runs: on the longest pages (/sitemap) that is well over 15 s of a
    // busy two-core machine.
    test.setTimeout(120_000);
    const { domain, siteUrl } = domainOf(testInfo);
    const errors = watchConsole(page);
    const violations = await watchCspViolations(page);
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    await expect(page).toHaveTitle(`${spelledFor(domain, entry.title)} | ${content.data.site.siteName}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${entry.path}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", entry.robots);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    if (domain === FULL_CHECK_DOMAIN) expect(await axeViolations(page), "dark theme").toEqual([]);

    // The .com build is already in UK English, so its returning visitor would differ only in theme,
    // which the .us build's returning visitor checks along with the respelling.
    if (domain !== FULL_CHECK_DOMAIN) return;
    await reloadAsLightUkVisitor(page);
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page), "light theme").toEqual([]);
  });
}

test("the 404 page: status 404, no CSP violation and no WCAG 2.2 AA violation, dark or light", async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  expect(await violations()).toEqual([]);
  expect(await axeViolations(page), "dark theme").toEqual([]);
  await reloadAsLightUkVisitor(page);
  expect(await violations()).toEqual([]);
  expect(await axeViolations(page), "light theme").toEqual([]);
});
