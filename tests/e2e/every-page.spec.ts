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
import { localeOf } from "#app/core/locale/index.ts";
import { LOCALE_STORAGE_KEY } from "#app/core/locale/index.ts";

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

/**
 * One page of each template (the first the sitemap lists) is also opened again as a returning
 * visitor. Whether stored choices hydrate cleanly is a property of a template's components, which
 * every page of that template shares; colours, the other half of the light theme, are checked on
 * every page in place.
 */
const firstOfTemplate = new Map<string, string>();
for (const { template, path } of pages)
  if (!firstOfTemplate.has(template)) firstOfTemplate.set(template, path);
const returningVisitorPages = new Set(firstOfTemplate.values());
const { ui } = content.data;

const EACH_DOMAIN = { tag: "@each-domain" };

// One page, handed from visit to visit: a new one per URL cost more CPU than a small page's load.
test.use({ keepPage: true });

type Watch = { errors: string[]; violations: () => Promise<string[]> };
const watches = new WeakMap<Page, Watch>();

/**
 * Console errors and CSP violations from here on. The kept page's listeners and init script are
 * added on its first visit; each later visit starts with no errors recorded.
 */
async function watchPage(page: Page): Promise<Watch> {
  let watch = watches.get(page);
  if (!watch) {
    watch = { errors: watchConsole(page), violations: await watchCspViolations(page) };
    watches.set(page, watch);
  }
  watch.errors.length = 0;
  return watch;
}

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

// Each page on each domain is loaded once, as a first visit (dark, the domain's own English):
// status, head, one h1, no console error or hydration warning, no CSP violation, and axe's WCAG 2.2
// A and AA rules (and its best practices). Then the visitor switches to light with the header's
// toggle, and axe's colour rules run again, as the theme changes nothing else of the markup.
for (const entry of pages) {
  test(
    `${entry.path} answers 200 with its title, one h1 and canonical URL; no console error, CSP violation or WCAG 2.2 AA violation, dark or light`,
    EACH_DOMAIN,
    async ({ page }, testInfo) => {
      // The longest page (/sitemap) takes several seconds per axe run on a busy two-core machine.
      test.setTimeout(90_000);
      const { domain, siteUrl } = domainOf(testInfo);
      const { errors, violations } = await watchPage(page);
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      expect(await headOf(page)).toEqual({
        title: `${spelledFor(domain, entry.title)} | ${content.data.site.siteName}`,
        h1s: 1,
        canonical: `${siteUrl}${entry.path}`,
        robots: entry.robots,
        dark: true,
      });
      expect(errors).toEqual([]);
      expect(await violations()).toEqual([]);
      expect(await axeViolations(page), "dark theme").toEqual([]);

      await switchToLight(page, domain);
      expect(errors).toEqual([]);
      expect(await violations()).toEqual([]);
      expect(await axeViolations(page, COLOUR_RULES), "light theme").toEqual([]);

      if (!returningVisitorPages.has(entry.path)) return;
      await arriveAsReturningVisitor(page, domain);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(errors).toEqual([]);
      expect(await violations()).toEqual([]);
    },
  );
}

/**
 * What the hydrated page says of itself, read in one call: its title, how many h1s it has, its
 * canonical URL and robots rule, and whether it is dark.
 */
function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    h1s: document.querySelectorAll("h1").length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content"),
    dark: document.documentElement.classList.contains("dark"),
  }));
}

/** Switches the page to light with the header's theme toggle, as a visitor would. */
async function switchToLight(page: Page, domain: "com" | "us"): Promise<void> {
  await page
    .getByRole("banner")
    .getByRole("button", { name: spelledFor(domain, ui.theme.toLight) })
    .click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  // Parts below the first screen are not rendered until they come near it (render-when-near in
  // app.css), and a colour fade there stands still at its first frame until they do. A visitor
  // sees it end as they scroll; here each element's style is read, so every fade starts, and then
  // each is ended, so axe judges the colours the visitor will see.
  await page.evaluate(() => {
    // Reading a style makes the browser compute it, which is what starts the element's fade.
    for (const element of document.querySelectorAll("*")) void getComputedStyle(element).color;
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  });
}

/**
 * Opens the page again as a returning visitor: light (stored by the toggle) and the English the
 * domain does not start in. The page must hydrate and respell from its first paint without a warning.
 */
async function arriveAsReturningVisitor(page: Page, domain: "com" | "us"): Promise<void> {
  const locale = localeOf(domain) === "UK" ? "US" : "UK";
  await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [LOCALE_STORAGE_KEY, locale]);
  // The site's files come from the browser's cache, as for a visitor coming back.
  await page.goto(page.url());
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(page.locator("html")).toHaveAttribute("lang", locale === "UK" ? "en-GB" : "en-US");
}

test(
  "the 404 page: status 404, no CSP violation and no WCAG 2.2 AA violation, dark or light",
  EACH_DOMAIN,
  async ({ page }, testInfo) => {
    const { violations } = await watchPage(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page), "dark theme").toEqual([]);
    const { domain } = domainOf(testInfo);
    await switchToLight(page, domain);
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page, COLOUR_RULES), "light theme").toEqual([]);
    await arriveAsReturningVisitor(page, domain);
    expect(await violations()).toEqual([]);
  },
);
