import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import {
  content,
  domainOf,
  manifest,
  seedStorage,
  spelledFor,
  watchConsole,
  watchCspViolations,
  waitForHydration,
} from "./helpers.ts";

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

for (const entry of pages) {
  test(`${entry.path} answers 200 with its title, one h1, canonical URL, no console error and no CSP violation`, async ({
    page,
  }, testInfo) => {
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
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
  });
}

test("the 404 page loads with no CSP violation", async ({ page }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  expect(await violations()).toEqual([]);
});

// The other theme and locale: a returning visitor who chose light and UK English. Every page must
// hydrate and respell without a console error, hydration warning or CSP violation.
test("every page in the light theme with UK spelling hydrates without a console error or CSP violation", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await seedStorage(page, { "tracker-theme": "false", locale: "UK" });
  const errors = watchConsole(page);
  const violations = await watchCspViolations(page);
  for (const entry of pages) {
    await page.goto(entry.path);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    expect(errors, entry.path).toEqual([]);
    expect(await violations(), entry.path).toEqual([]);
  }
});
