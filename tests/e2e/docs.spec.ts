import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { lastUpdated } from "#app/core/docs/index.ts";
import { localeOf } from "#app/core/locale/index.ts";
import { formatDate } from "#app/core/text/index.ts";
import { content, dateOrderOf, domainOf, gotoHydrated, seedStorage, spelledFor } from "./helpers.ts";
import { feedbackWithComment, sameSiteHeaders, senderOf } from "./leads-db.ts";

/** The documentation as the build compiled it: categories and their pages, in reading order. */
const { docsCategories, docsPages } = content.collections;
const { site, ui } = content.data;
const labels = ui.docs;
const categories = docsCategories.map((c) => ({
  ...c,
  pages: docsPages.filter((p) => p.slug.startsWith(`${c.slug}/`)),
}));
const reading = categories.flatMap((c) => c.pages);
const first = reading[0]!;
const last = reading.at(-1)!;
/** The last page of the first category: its Next crosses into the second category. */
const boundary = categories[0]!.pages.at(-1)!;
/** A page with a code block: a fence in its Markdown, or an import file's sample (a CSV block). */
const withCode = docsPages.find((p) => /```|::import-sample/.test(readFileSync(p.file, "utf8")))!;

const sidebarOf = (page: Page, say: (t: string) => string) =>
  page.getByRole("navigation", { name: say(labels.sidebarLabel), exact: true });

test.describe("documentation pages", () => {
  test("the sidebar lists every category and page, opens the current category and marks the page", async ({
    page,
  }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    await gotoHydrated(page, boundary.path);
    const sidebar = sidebarOf(page, say);
    await expect(sidebar.locator("details")).toHaveCount(categories.length);
    for (const [i, category] of categories.entries()) {
      const details = sidebar.locator("details").nth(i);
      await expect(details.locator("summary")).toHaveText(say(category.card.title));
      const isCurrent = category.pages.includes(boundary);
      await expect(details).toHaveJSProperty("open", isCurrent);
      await expect(details.getByRole("link", { includeHidden: true })).toHaveCount(category.pages.length);
    }
    const current = sidebar.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", boundary.path);
    // Another category opens on its summary.
    const other = sidebar.locator("details").nth(1);
    await other.locator("summary").click();
    await expect(other.getByRole("link").first()).toBeVisible();

    // A category page carries the same sidebar, its own category open.
    const category = categories[1]!;
    await gotoHydrated(page, category.path);
    await expect(sidebarOf(page, say).locator("details[open] summary")).toHaveText(say(category.card.title));
  });

  test("on a phone the sidebar folds behind a button, so the content comes first", async ({
    page,
  }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, first.path);
    const toggle = page.getByRole("button", { name: say(labels.sidebarToggle) });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const links = sidebarOf(page, say).getByRole("link");
    await expect(links.first()).toBeHidden();
    // Nothing but the folded sidebar's button stands between the page's title and its content.
    const buttonBox = (await toggle.boundingBox())!;
    const proseBox = (await page.locator(".prose").first().boundingBox())!;
    expect(proseBox.y - (buttonBox.y + buttonBox.height)).toBeLessThan(80);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sidebarOf(page, say).locator('[aria-current="page"]')).toBeVisible();
  });

  test("Previous and Next follow the reading order across categories, none before the first or after the last", async ({
    page,
  }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    const pagerOf = () => page.getByRole("navigation", { name: say(labels.pagerLabel) });
    await gotoHydrated(page, first.path);
    await expect(pagerOf().locator('a[rel="prev"]')).toHaveCount(0);
    await expect(pagerOf().locator('a[rel="next"]')).toHaveAttribute("href", reading[1]!.path);

    await gotoHydrated(page, boundary.path);
    const index = reading.indexOf(boundary);
    const next = pagerOf().locator('a[rel="next"]');
    await expect(next).toHaveAttribute("href", reading[index + 1]!.path);
    await expect(next).toContainText(say(reading[index + 1]!.card.title));
    await expect(next).toContainText(say(labels.next));
    await expect(pagerOf().locator('a[rel="prev"]')).toContainText(say(reading[index - 1]!.card.title));
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${reading[index + 1]!.path}$`));
    await expect(page.locator("h1")).toHaveText(say(reading[index + 1]!.card.title));

    await gotoHydrated(page, last.path);
    await expect(pagerOf().locator('a[rel="next"]')).toHaveCount(0);
    await expect(pagerOf().locator('a[rel="prev"]')).toHaveAttribute("href", reading.at(-2)!.path);
  });

  test("On this page lists the headings and marks the section in view, without moving anything", async ({
    page,
  }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, withCode.path);
    const toc = page.getByRole("navigation", { name: say(ui.onThisPage) });
    // The footnotes' own heading (hidden, for screen readers) is no section of the page.
    const headingIds = await page
      .locator(".prose :is(h2, h3)[id]:not(.footnotes *)")
      .evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(headingIds.length).toBeGreaterThan(1);
    await expect(toc.getByRole("link")).toHaveCount(headingIds.length);
    const hrefs = await toc.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(headingIds);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);

    // The observer loads after hydration and marks a section as soon as it runs; scrolling before
    // then raced its loading on a cold start.
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
    const target = headingIds.at(-1)!;
    await page.locator(target).scrollIntoViewIfNeeded();
    await page.evaluate((id) => document.querySelector(id)!.scrollIntoView({ block: "start" }), target);
    await expect(toc.locator(`a[href="${target}"]`)).toHaveAttribute("aria-current", "location");
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
  });

  test(
    "Last updated comes from the file's history (or its frontmatter), written the locale's way, and is the sitemap's lastmod",
    { tag: "@each-domain" },
    async ({ page }, testInfo) => {
      const { domain } = domainOf(testInfo);
      const say = (t: string) => spelledFor(domain, t);
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      const lastmodOf = (path: string) =>
        new RegExp(`<loc>[^<]*${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
      // The domain's market decides the date's form, whatever spelling a returning visitor stored.
      await seedStorage(page, { locale: localeOf(domain) });
      for (const doc of [first, last]) {
        await gotoHydrated(page, doc.path);
        const expected = lastUpdated(doc.lastCommit, doc.data.updated, site.contentUpdated);
        const time = page.getByTestId("docs-last-updated").locator("time");
        await expect(time).toHaveAttribute("datetime", expected.datetime);
        await expect(time).toHaveText(formatDate(expected.date, dateOrderOf(domain)));
        await expect(page.getByTestId("docs-last-updated")).toContainText(say(labels.lastUpdated));
        expect(lastmodOf(doc.path)).toBe(expected.date);
      }
    },
  );

  test("Edit this page opens the source file on the repository's branch", async ({ page }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    await gotoHydrated(page, boundary.path);
    const { url, branch } = site.repository;
    await expect(page.getByRole("link", { name: say(labels.editPage) })).toHaveAttribute(
      "href",
      `${url}/edit/${branch}/${boundary.file}`,
    );
    expect(boundary.file).toMatch(/^content\/docs\/.+\.md$/);
  });

  test("feedback is sent only on Send, lands in D1, and a failure keeps the comment", async ({
    page,
  }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    const fb = labels.feedback;
    const posted: string[] = [];
    let fail = true;
    await page.route("**/api/feedback", async (route) => {
      posted.push(route.request().postData() ?? "");
      if (fail) return route.fulfill({ status: 500, body: "{}" });
      await route.continue({
        headers: {
          ...route.request().headers(),
          "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name),
        },
      });
    });
    await gotoHydrated(page, boundary.path);
    await expect(page.getByRole("heading", { name: say(fb.question) })).toBeVisible();
    await page.getByRole("button", { name: say(fb.no), exact: true }).click();
    await expect(page.getByRole("button", { name: say(fb.no), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const comment = `Needs a screenshot of the mapping step (${testInfo.project.name} ${Date.now()})`;
    const box = page.getByLabel(say(fb.commentLabel));
    await box.fill(comment);
    await expect(page.getByText(say(fb.hint))).toBeVisible();
    await page.waitForTimeout(300);
    expect(posted).toEqual([]);

    await page.getByRole("button", { name: say(fb.send), exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(say(fb.failed));
    await expect(box).toHaveValue(comment);

    fail = false;
    await page.getByRole("button", { name: say(fb.send), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: say(fb.thanks) })).toBeVisible();
    expect(posted).toHaveLength(2);
    expect(JSON.parse(posted[1]!)).toMatchObject({ page: boundary.path, helpful: false, comment });
    const rows = await feedbackWithComment(testInfo.project.use.baseURL!, comment);
    expect(rows).toEqual([{ page: boundary.path, helpful: 0, comment }]);
  });

  test("the feedback receiver refuses a page that is not a docs page and answers bad input without crashing", async ({
    request,
  }, testInfo) => {
    const headers = sameSiteHeaders(testInfo);
    const notDocs = await request.post("/api/feedback", {
      data: { page: "/pricing", helpful: true },
      headers,
    });
    expect(notDocs.status()).toBe(400);
    const garbage = await request.post("/api/feedback", {
      data: "{not json",
      headers: { ...headers, "content-type": "application/json" },
    });
    expect(garbage.status()).toBe(400);
    const tooLong = await request.post("/api/feedback", {
      data: { page: first.path, helpful: true, comment: "x".repeat(1001) },
      headers,
    });
    expect(tooLong.status()).toBe(400);
  });

  test("code blocks have a Copy button that copies the code and says so", async ({
    page,
    context,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const say = (t: string) => spelledFor(domain, t);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // In the domain's own locale, so no respelling after hydration changes the code between the
    // copy and the comparison (the loopback host is neither domain).
    await seedStorage(page, { locale: localeOf(domain) });
    await gotoHydrated(page, withCode.path);
    // The block and its button, in the box that keeps the button still while the code scrolls.
    const block = page.locator(".prose pre").first().locator("..");
    const button = block.getByRole("button", { name: say(labels.copyCodeLabel) });
    // The buttons' code loads on demand after hydration: allow a busy machine its time.
    await expect(button).toHaveText(say(labels.copyCode), { timeout: 15_000 });
    await button.click();
    await expect(block.getByRole("button")).toHaveText(say(labels.copied));
    const code = await block.locator("code").textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test("a copy the browser refuses is reported", async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const say = (t: string) => spelledFor(domain, t);
    await seedStorage(page, { locale: localeOf(domain) });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await gotoHydrated(page, withCode.path);
    const block = page.locator(".prose pre").first().locator("..");
    await block.getByRole("button").click();
    await expect(page.getByText(say(labels.copyFailed))).toBeVisible();
    await expect(block.getByRole("button")).toHaveText(say(labels.copyCode));
  });
});
