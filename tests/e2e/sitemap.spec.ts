import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { XMLParser } from "fast-xml-parser";
import { SITEMAP_SECTION_COUNT } from "#scripts/check/spec/requirements.ts";
import { fillCount, fillTemplate } from "#app/core/text/index.ts";
import { formatDate } from "#app/core/text/index.ts";
import { DOMAINS } from "#app/core/locale/index.ts";
import {
  filterSections,
  priorityLevel,
  sitemapSections,
  withLocs,
  visibleUrls,
} from "#app/components/sitemap/sitemap-data.ts";
import {
  content,
  domainOf,
  gotoHydrated,
  installPausedClock,
  manifest,
  navigateInApp,
  seedStorage,
  toUk,
  watchConsole,
  dateOrderOf,
} from "./helpers.ts";

withoutMotion();

/**
 * The sitemap page: its sections, search, filters, copy and download buttons and their toasts. On 127.0.0.1 with an en-US browser the
 * visitor's locale is US on both builds, so expectations use the US copy unless a test says UK.
 */
const labels = content.data.ui.sitemap;
type XmlUrl = { loc: string; lastmod: string; changefreq: string; priority: string };

async function servedSitemap(page: Page): Promise<{ text: string; urls: XmlUrl[] }> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const text = await response.text();
  const urls: XmlUrl[] = new XMLParser({ parseTagValue: false, isArray: (name) => name === "url" }).parse(
    text,
  ).urlset.url;
  return { text, urls };
}

const rows = (page: Page) => page.locator("[data-section] li");
/** The URLs listed; by text content, as rows below the first screen are not rendered yet (innerText is ""). */
const shownUrls = (page: Page) => page.locator("[data-section] li p[translate=no]").allTextContents();
/** Toasts as list items; an error toast's role is "alert", so they are found by element, not role. */
const toasts = (page: Page) =>
  page.getByRole("region", { name: content.data.ui.toast.regionLabel }).locator("li");
const search = (page: Page) => page.getByRole("searchbox", { name: labels.searchLabel });
const filter = (page: Page, name: string) =>
  page.getByRole("group", { name: labels.filterLabel }).getByRole("button", { name, exact: true });
const status = (count: number, total: number) =>
  fillTemplate(labels.resultCount, { count: String(count), total: String(total) });

/** What the page should list for a search, computed by the same rules from the compiled content. */
function expectedFor(siteUrl: string, q: string, section = "all") {
  const all = withLocs(
    sitemapSections(manifest, content.data.sections.sections, {
      dateOrder: dateOrderOf(DOMAINS.find((domain) => content.data.site.siteUrl[domain] === siteUrl)!),
    }),
    siteUrl,
  );
  return { shown: visibleUrls(filterSections(all, { q, section })), total: visibleUrls(all).length };
}

test.describe("the sitemap page", () => {
  test("files the integration pages in a section of their own, apart from the modules", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    const sections = await page.locator("[data-section]").evaluateAll((list) =>
      list.map((section) => ({
        id: (section as HTMLElement).dataset.section,
        paths: [...section.querySelectorAll("li p[translate=no]")].map(
          (loc) => new URL(loc.textContent ?? "").pathname,
        ),
      })),
    );
    expect(sections).toHaveLength(SITEMAP_SECTION_COUNT);
    const integrations = manifest.filter((m) => m.template === "integration").map((m) => m.path);
    const holding = sections.filter((s) => s.paths.some((path) => integrations.includes(path)));
    expect(holding.map((s) => s.id)).toHaveLength(1);
    expect([...holding[0]!.paths].sort()).toEqual([...integrations].sort());
  });

  test(
    "lists the 8 sections and exactly the pages of sitemap.xml, each with its badge, date and frequency",
    { tag: "@each-domain" },
    async ({ page }, testInfo) => {
      const errors = watchConsole(page);
      await gotoHydrated(page, "/sitemap");
      const { urls } = await servedSitemap(page);
      const headings = page.locator("[data-section] h2");
      await expect(headings).toHaveText(content.data.sections.sections.map((s) => s.title));
      expect(await shownUrls(page)).toEqual(expect.arrayContaining(urls.map((u) => u.loc)));
      await expect(rows(page)).toHaveCount(urls.length);
      await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
        status(urls.length, urls.length),
      );
      expect(urls.length).toBeGreaterThanOrEqual(55);

      // Every row shows what sitemap.xml says about it, in words. Read in one pass: a hundred rows
      // checked one locator at a time outlast the test's time on a busy machine.
      const shown = await rows(page).evaluateAll((items) =>
        items.map((item) => ({
          loc: item.querySelector("p[translate=no]")?.textContent ?? "",
          badge: item.querySelector(".priority-badge")?.textContent ?? "",
          date: item.querySelector("time")?.textContent ?? "",
          datetime: item.querySelector("time")?.getAttribute("datetime") ?? "",
          text: item.textContent ?? "",
        })),
      );
      for (const url of urls) {
        const row = shown.find((candidate) => candidate.loc === url.loc);
        expect(row, url.loc).toBeDefined();
        expect(row, url.loc).toMatchObject({
          badge: labels.priorityLevels[priorityLevel(Number(url.priority))],
          date: formatDate(url.lastmod, dateOrderOf(domainOf(testInfo).domain)),
          datetime: url.lastmod,
        });
        expect(row!.text, url.loc).toContain(
          labels.changefreqs[url.changefreq as keyof typeof labels.changefreqs],
        );
      }
      // Badges are words, not colour alone, and the three levels all occur.
      await expect(
        page.locator(".priority-badge", { hasText: labels.priorityLevels.high }).first(),
      ).toBeVisible();
      await expect(
        page.locator(".priority-badge", { hasText: labels.priorityLevels.medium }).first(),
      ).toBeVisible();
      await expect(
        page.locator(".priority-badge", { hasText: labels.priorityLevels.low }).first(),
      ).toBeVisible();
      expect(domainOf(testInfo).siteUrl).toBe(new URL(urls[0]!.loc).origin);
      expect(errors).toEqual([]);
    },
  );

  test("search, section filter and Clear Filters work together, by mouse and keyboard", async ({
    page,
  }, testInfo) => {
    const { siteUrl } = domainOf(testInfo);
    await gotoHydrated(page, "/sitemap");
    await expect(filter(page, labels.all)).toHaveAttribute("aria-pressed", "true");

    await search(page).fill("Screen Print");
    const bySearch = expectedFor(siteUrl, "screen print");
    expect(bySearch.shown.length).toBeGreaterThan(1);
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      status(bySearch.shown.length, bySearch.total),
    );
    expect(await shownUrls(page)).toEqual(bySearch.shown);

    // Keyboard: focus the Industries filter and press Space.
    await filter(page, "Industries").focus();
    await page.keyboard.press("Space");
    await expect(filter(page, "Industries")).toHaveAttribute("aria-pressed", "true");
    await expect(filter(page, labels.all)).toHaveAttribute("aria-pressed", "false");
    const combined = expectedFor(siteUrl, "screen print", "industries");
    expect(combined.shown.length).toBeLessThan(bySearch.shown.length);
    await expect(rows(page)).toHaveCount(combined.shown.length);
    expect(await shownUrls(page)).toEqual(combined.shown);
    await expect(page.locator("[data-section] h2")).toHaveText(["Industries"]);

    // Nothing matches: the no-results state names the query as text and offers Clear Filters.
    await search(page).fill("<script>window.injected = 1</script> (.*");
    await expect(rows(page)).toHaveCount(0);
    await expect(
      page.getByRole("heading", {
        name: fillTemplate(labels.noResults.heading, { query: "<script>window.injected = 1</script> (.*" }),
      }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      status(0, bySearch.total),
    );
    await expect(page.getByRole("button", { name: labels.copyAll })).toBeDisabled();
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();

    await page.getByRole("button", { name: labels.clearFilters }).click();
    await expect(rows(page)).toHaveCount(bySearch.total);
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(filter(page, labels.all)).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/sitemap$/);
  });

  test("keeps the filters in the URL: they survive a reload, a shared link and Back, while the HTML lists everything", async ({
    page,
  }, testInfo) => {
    const { siteUrl } = domainOf(testInfo);
    await gotoHydrated(page, "/sitemap");
    await search(page).fill("order");
    await filter(page, "Modules").click();
    await expect(page).toHaveURL(/\/sitemap\?q=order&section=modules$/);
    const expected = expectedFor(siteUrl, "order", "modules").shown;
    expect(expected.length).toBeGreaterThan(0);

    await page.reload();
    await expect(search(page)).toHaveValue("order");
    await expect(filter(page, "Modules")).toHaveAttribute("aria-pressed", "true");
    expect(await shownUrls(page)).toEqual(expected);

    // A link to a filtered view, followed inside the app, then Back and Forward.
    await gotoHydrated(page, "/about");
    await navigateInApp(page, "/sitemap?section=legal");
    await expect(filter(page, "Legal")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-section] h2")).toHaveText(["Legal"]);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await expect(page.locator("[data-section] h2")).toHaveText(["Legal"]);

    // The prerendered page is the same for every query: all pages, nothing filtered.
    const html = await (await page.request.get("/sitemap?q=order&section=modules")).text();
    const { urls } = await servedSitemap(page);
    for (const { loc } of urls) expect(html).toContain(`>${loc}</p>`);
  });

  test("searches the words the visitor reads: UK spelling on a UK visit, dates as the market writes them", async ({
    page,
  }, testInfo) => {
    const { siteUrl } = domainOf(testInfo);
    await seedStorage(page, { locale: "UK" });
    await gotoHydrated(page, "/sitemap");
    const designer = manifest.find((m) => m.path === "/modules/product-designer")!;
    expect(designer.description).toMatch(/\bcolors\b/);
    await search(page).fill("colours");
    await expect(
      page.locator("[data-section]").getByRole("link", { name: toUk(designer.title), exact: true }),
    ).toBeVisible();
    const row = rows(page).filter({ hasText: `${siteUrl}/modules/product-designer` });
    await expect(row).toContainText(toUk(designer.description));
    await expect(row.locator("time")).toHaveText(
      formatDate(designer.lastmod, dateOrderOf(domainOf(testInfo).domain)),
    );
  });
});

test.describe("copying URLs", () => {
  test("Copy puts the page's URL on the clipboard, says so, and shows Copied for 2 s", async ({
    page,
    context,
  }, testInfo) => {
    const { siteUrl } = domainOf(testInfo);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await installPausedClock(page);
    await gotoHydrated(page, "/sitemap");
    const button = page.getByRole("button", { name: fillTemplate(labels.copyUrlLabel, { title: "Logos" }) });
    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}/modules/logos`);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(labels.urlCopied.title);
    await expect(toasts(page)).toContainText(`${siteUrl}/modules/logos`);
    const row = rows(page).filter({ hasText: `${siteUrl}/modules/logos` });
    await expect(row.getByRole("button", { name: labels.copied })).toBeVisible();
    await page.clock.runFor(1999);
    await expect(row.getByRole("button", { name: labels.copied })).toBeVisible();
    await page.clock.runFor(1);
    await expect(row.getByRole("button", { name: labels.copied })).toHaveCount(0);
    await expect(button).toHaveText(labels.copy);
  });

  test("Copy All URLs copies the visible URLs, one a line, with the count", async ({
    page,
    context,
  }, testInfo) => {
    const { siteUrl } = domainOf(testInfo);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/sitemap?section=legal");
    await expect(filter(page, "Legal")).toHaveAttribute("aria-pressed", "true");
    const expected = expectedFor(siteUrl, "", "legal").shown;
    await page.getByRole("button", { name: labels.copyAll }).click();
    await expect(toasts(page)).toContainText(labels.allCopied.title);
    await expect(toasts(page)).toContainText(fillCount(labels.allCopied.description, expected.length));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.join("\n"));

    await filter(page, labels.all).click();
    await page.getByRole("button", { name: labels.copyAll }).click();
    const all = expectedFor(siteUrl, "").shown;
    await expect(toasts(page).last()).toContainText(fillCount(labels.allCopied.description, all.length));
    expect((await page.evaluate(() => navigator.clipboard.readText())).split("\n")).toEqual(all);
  });

  test("a refused clipboard gives the failure toasts in the destructive style, and no Copied state", async ({
    page,
  }) => {
    // The browser refuses clipboard writes on a page whose Permissions-Policy forbids them.
    await page.route(/\/sitemap$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), "permissions-policy": "clipboard-write=()" },
      });
    });
    await gotoHydrated(page, "/sitemap");
    await page.getByRole("button", { name: fillTemplate(labels.copyUrlLabel, { title: "Logos" }) }).click();
    const failure = toasts(page).first();
    await expect(failure).toContainText(labels.copyFailed.title);
    await expect(failure).toContainText(labels.copyFailed.one);
    await expect(failure).toHaveAttribute("role", "alert");
    await expect(failure).toHaveAttribute("data-variant", "destructive");
    await expect(failure).toHaveCSS("background-color", "oklch(0.577 0.245 27.325)"); // Tailwind red-600
    await expect(page.getByRole("button", { name: labels.copied })).toHaveCount(0);

    await page.getByRole("button", { name: labels.copyAll }).click();
    await expect(toasts(page).last()).toContainText(labels.copyFailed.many);
  });

  test("at most 3 toasts show at once: a fourth copy pushes out the oldest", async ({
    page,
    context,
  }, testInfo) => {
    const { siteUrl } = domainOf(testInfo);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/sitemap?section=modules");
    const modules = content.collections.modules.map((m) => m.card).slice(0, 4);
    for (const module of modules) {
      await page
        .getByRole("button", { name: fillTemplate(labels.copyUrlLabel, { title: module.title }) })
        .click();
      await expect(toasts(page).last()).toContainText(`${siteUrl}${module.path}`);
    }
    await expect(toasts(page)).toHaveCount(3);
    await expect(toasts(page)).toContainText(modules.slice(1).map((m) => `${siteUrl}${m.path}`));
    const width = await toasts(page)
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(356);
  });
});

test.describe("Download XML", () => {
  test("saves the served sitemap.xml as sitemap.xml and says the download started", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: labels.downloadXml }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("sitemap.xml");
    const saved = await readFile((await download.path())!, "utf8");
    const served = await servedSitemap(page);
    expect(saved).toBe(served.text);
    expect(new XMLParser().parse(saved).urlset.url.length).toBe(served.urls.length);
    await expect(toasts(page)).toContainText(labels.downloadStarted.title);
    await expect(toasts(page)).toContainText(labels.downloadStarted.description);
  });

  for (const [name, fail] of [
    [
      "a 500 answer",
      (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server error</h1>" }),
    ],
    ["a dropped connection", (route) => route.abort("connectionreset")],
  ] as const satisfies readonly (readonly [
    string,
    (route: import("@playwright/test").Route) => Promise<void>,
  ])[]) {
    test(`fails with a destructive toast and no file on ${name}`, async ({ page }) => {
      await gotoHydrated(page, "/sitemap");
      await page.route("**/sitemap.xml", fail);
      const downloads: unknown[] = [];
      page.on("download", (d) => downloads.push(d));
      await page.getByRole("button", { name: labels.downloadXml }).click();
      const toast = toasts(page).first();
      await expect(toast).toContainText(labels.downloadFailed.title);
      await expect(toast).toContainText(labels.downloadFailed.description);
      await expect(toast).toHaveAttribute("data-variant", "destructive");
      await expect(toast).toHaveAttribute("role", "alert");
      await page.waitForTimeout(300);
      expect(downloads).toEqual([]);
      // The page keeps working: the next try, with the network back, succeeds.
      await page.unroute("**/sitemap.xml");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: labels.downloadXml }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("sitemap.xml");
    });
  }
});

test.describe("/sitemap.xml", () => {
  test("a direct request gets the XML file; in-app navigation shows the sitemap page", async ({ page }) => {
    const response = await page.request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toMatch(/xml/);
    expect(await response.text()).toMatch(/^<\?xml/);

    const errors = watchConsole(page);
    await gotoHydrated(page, "/about");
    await navigateInApp(page, "/sitemap.xml?q=logos");
    await expect(page).toHaveURL(/\/sitemap\?q=logos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
    await expect(search(page)).toHaveValue("logos");
    expect(errors).toEqual([]);
  });
});

test("without JavaScript the sitemap lists every page and hides the controls that need scripts", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/sitemap?q=nothing-matches-this");
  const { urls } = await servedSitemap(page);
  await expect(rows(page)).toHaveCount(urls.length);
  await expect(page.getByRole("searchbox")).toBeHidden();
  await expect(page.getByRole("button", { name: labels.copyAll })).toBeHidden();
  await expect(page.getByRole("button", { name: labels.copy }).first()).toBeHidden();
  await context.close();
});
