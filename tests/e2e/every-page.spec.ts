import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { expect, test } from "./fixtures.ts";
import {
  content,
  domainOf,
  manifest,
  spelledFor,
  watchConsole,
  watchCspViolations,
  waitForHydration,
} from "./helpers.ts";
import { axeViolations, COLOUR_RULES } from "./axe.ts";
import { localeOf } from "../../app/core/locale/domain.ts";

/**
 * Driven by sitemap.xml: every URL the build tells search engines about, plus the pages it keeps
 * out of the index (robots noindex, from the manifest) and the 404 page, on both domains and in
 * both themes. A page added to content/ is tested the moment it is built. Both domains list the
 * same paths (npm run check), so build/com's file names the tests; the first test proves each
 * served sitemap.xml lists exactly them.
 */
const locsOf = (xml: string): string[] =>
  new XMLParser({ isArray: (name) => name === "url" })
    .parse(xml)
    .urlset.url.map((u: { loc: string }) => new URL(u.loc).pathname);
const sitemapPaths = locsOf(readFileSync("build/com/sitemap.xml", "utf8"));
const unlisted = manifest.filter((m) => m.robots !== "index,follow").map((m) => m.path);
const pages = [...sitemapPaths, ...unlisted].flatMap((path) => manifest.filter((m) => m.path === path));

/** What a returning visitor has stored: light, and the English the domain does not start in. */
function returningVisitor(domain: "com" | "us") {
  const locale = localeOf(domain) === "UK" ? "US" : "UK";
  return { storage: { "tracker-theme": "false", locale }, lang: locale === "UK" ? "en-GB" : "en-US" };
}

const EACH_DOMAIN = { tag: "@each-domain" };

test(
  "the served sitemap.xml lists exactly the indexable pages this suite visits",
  EACH_DOMAIN,
  async ({ request }) => {
    const served = await request.get("/sitemap.xml");
    expect(served.status()).toBe(200);
    expect(locsOf(await served.text())).toEqual(sitemapPaths);
    expect(sitemapPaths.filter((path) => !pages.some((p) => p.path === path))).toEqual([]);
  },
);

// Each page on each domain twice. First as a first visit (dark, the domain's own English):
// status, head, one h1, no console error or hydration warning, no CSP violation, and axe's WCAG 2.2
// A and AA rules (and its best practices). Then as a returning visitor who stored light and the
// other English: the page must hydrate and respell from its first paint without a warning, and
// axe's colour rules run again in light, as the theme changes nothing else of the markup.
for (const entry of pages) {
  test(
    `${entry.path} answers 200 with its title, one h1 and canonical URL; no console error, CSP violation or WCAG 2.2 AA violation, dark or light`,
    EACH_DOMAIN,
    async ({ page }, testInfo) => {
      // The longest page (/sitemap) takes several seconds per axe run on a busy two-core machine.
      test.setTimeout(90_000);
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
      expect(await axeViolations(page), "dark theme").toEqual([]);

      await arriveAsReturningVisitor(page, domain);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(errors).toEqual([]);
      expect(await violations()).toEqual([]);
      expect(await axeViolations(page, COLOUR_RULES), "light theme").toEqual([]);
    },
  );
}

/** Opens the page again as a returning visitor, and checks their choices applied. */
async function arriveAsReturningVisitor(page: Page, domain: "com" | "us"): Promise<void> {
  const visitor = returningVisitor(domain);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, visitor.storage);
  // The site's files come from the browser's cache, as for a visitor coming back.
  await page.goto(page.url());
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(page.locator("html")).toHaveAttribute("lang", visitor.lang);
}

test(
  "the 404 page: status 404, no CSP violation and no WCAG 2.2 AA violation, dark or light",
  EACH_DOMAIN,
  async ({ page }, testInfo) => {
    const violations = await watchCspViolations(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page), "dark theme").toEqual([]);
    await arriveAsReturningVisitor(page, domainOf(testInfo).domain);
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page, COLOUR_RULES), "light theme").toEqual([]);
  },
);
