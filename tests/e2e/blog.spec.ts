import type { Page } from "@playwright/test";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { relatedPosts, shareLinks } from "#app/core/blog/index.ts";
import { localeOf, type SiteDomain } from "#app/core/locale/index.ts";
import { LOCALE_STORAGE_KEY } from "#app/core/locale/index.ts";
import { pageNeighbours } from "#app/core/blog/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { formatDate } from "#app/core/text/index.ts";
import {
  content,
  domainOf,
  gotoHydrated,
  manifest,
  seedStorage,
  spelledFor,
  watchConsole,
  dateOrderOf,
} from "./helpers.ts";

withoutMotion();

/**
 * The blog as a reader meets it: dates in the domain's way, numbered list pages linked in the head,
 * tag and author pages, related posts, share links and the feed. Every expectation comes from the
 * compiled content and the route manifest.
 */
const posts = content.collections.blog; // newest first, the registry's order
const ui = content.data.ui.blog;
const listPages = manifest.filter((m) => m.listing?.index === "/blog");
const tagPages = content.collections.tags;

/** Keeps the page in the build's own locale after hydration (the loopback host is neither domain's). */
async function open(page: Page, domain: SiteDomain, path: string) {
  await seedStorage(page, { [LOCALE_STORAGE_KEY]: localeOf(domain) });
  await gotoHydrated(page, path);
}

/** The titles of the post cards a list shows, in order. */
const cardTitles = (page: Page) => page.locator("main ul > li h2, main ul > li h3").allTextContents();

test(
  "post dates are written the domain's way on posts and lists, and stay so when the visitor changes spelling, with no hydration warning",
  { tag: "@each-domain" },
  async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const errors = watchConsole(page);
    const post = posts[0]!;
    const expected = formatDate(post.data.date, dateOrderOf(domain));
    // en-GB "5 October 2023" on .com, en-US "October 5, 2023" on .us.
    expect(expected).toMatch(
      domain === "com" ? /^\d{1,2} [A-Z][a-z]+ \d{4}$/ : /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    await open(page, domain, post.path);
    await expect(page.locator(`main time[datetime="${post.data.date}"]`).first()).toHaveText(expected);
    await open(page, domain, "/blog");
    const firstCard = page.locator("main ul > li").first();
    await expect(firstCard).toContainText(expected);
    await expect(firstCard).not.toContainText(post.data.date);

    // The switch changes spelling only: the date stays the market's.
    const other = localeOf(domain) === "UK" ? "US" : "UK";
    const { locale: localeUi } = content.data.ui;
    await page
      .getByRole("banner")
      .getByRole("button", { name: new RegExp(`^${localeUi.label}: `) })
      .click();
    await page.getByRole("button", { name: localeUi.names[other] }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", other === "UK" ? "en-GB" : "en-US");
    await expect(firstCard).toContainText(expected);
    await firstCard.getByRole("link").first().click();
    await expect(page.locator(`main time[datetime="${post.data.date}"]`).first()).toHaveText(expected);
    expect(errors).toEqual([]);
  },
);

test("the blog list runs over numbered pages linked by rel=prev/next, all in sitemap.xml", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { domain, siteUrl } = domainOf(testInfo);
  expect(listPages.length).toBeGreaterThan(1);
  const pageSize = content.collections.pages.find((p) => p.path === "/blog")!.data.pageSize!;
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const entry of listPages) {
    const { page: number, pages } = entry.listing!;
    expect(sitemap, entry.path).toContain(`<loc>${siteUrl}${entry.path}</loc>`);
    await open(page, domain, entry.path);
    const { prev, next } = pageNeighbours("/blog", number, pages);
    const head = (rel: string) => page.locator(`head link[rel="${rel}"]`);
    if (prev) await expect(head("prev")).toHaveAttribute("href", `${siteUrl}${prev}`);
    else await expect(head("prev")).toHaveCount(0);
    if (next) await expect(head("next")).toHaveAttribute("href", `${siteUrl}${next}`);
    else await expect(head("next")).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: ui.pagination.label });
    await expect(nav.locator("a[aria-current=page]")).toHaveText(String(number));
    await expect(nav.locator("a[aria-current=page]")).toHaveAttribute("href", entry.path);
    for (let n = 1; n <= pages; n++)
      await expect(
        nav.getByRole("link", { name: fillTemplate(ui.pagination.page, { page: String(n) }), exact: true }),
      ).toHaveCount(1);
    const expected = posts
      .slice((number - 1) * pageSize, number * pageSize)
      .map((p) => spelledFor(domain, p.data.title));
    expect(await cardTitles(page), entry.path).toEqual(expected);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${siteUrl}${entry.path}`);
  }
});

test("a tag's page lists exactly the posts with that tag", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { domain } = domainOf(testInfo);
  for (const tag of tagPages) {
    expect(
      manifest.some((m) => m.path === tag.path),
      tag.path,
    ).toBe(true);
    await open(page, domain, tag.path);
    const expected = posts
      .filter((p) => p.data.tags.includes(tag.slug))
      .map((p) => spelledFor(domain, p.data.title));
    expect(await cardTitles(page), tag.path).toEqual(expected);
    await expect(page.locator("h1")).toHaveText(spelledFor(domain, tag.data.title));
  }
});

test("a post shows its author's bio, tags, related posts sharing a tag, and plain share links", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { domain, siteUrl } = domainOf(testInfo);
  const errors = watchConsole(page);
  const externalScripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && !r.url().startsWith(new URL(page.url() || siteUrl).origin))
      externalScripts.push(r.url());
  });
  for (const post of posts) {
    await open(page, domain, post.path);
    const author = content.collections.authors.find((a) => a.slug === post.data.author)!;
    const bio = page.locator("[data-author-bio]");
    await expect(bio).toContainText(author.data.name);
    await expect(bio).toContainText(spelledFor(domain, author.data.bio));
    await expect(bio.getByRole("link", { name: author.data.name })).toHaveAttribute("href", author.path);

    const tags = page.getByRole("list", { name: ui.tagsLabel }).getByRole("link");
    const tagPaths = post.data.tags.map((slug) => tagPages.find((t) => t.slug === slug)!.path);
    expect(await tags.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(tagPaths);

    const related = await page
      .locator("[data-related-posts] a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const all = posts.map((p) => ({ path: p.path, date: p.data.date, tags: p.data.tags }));
    expect(related).toEqual(
      relatedPosts({ path: post.path, date: post.data.date, tags: post.data.tags }, all).map((p) => p.path),
    );
    expect(related.length).toBeGreaterThanOrEqual(2);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const path of related) {
      const other = posts.find((p) => p.path === path)!;
      expect(
        other.data.tags.some((t) => post.data.tags.includes(t)),
        `${post.path} -> ${path}`,
      ).toBe(true);
    }

    const expected = shareLinks(`${siteUrl}${post.path}`, spelledFor(domain, post.data.title));
    for (const [network, href] of Object.entries(expected)) {
      const link = page.locator(`a[data-share="${network}"]`);
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    }
  }
  // No network's script (or any other site's) was fetched.
  expect(externalScripts).toEqual([]);
  expect(
    await page
      .locator("script[src]")
      .evaluateAll((s) =>
        s.map((e) => (e as HTMLScriptElement).src).filter((src) => !src.startsWith(location.origin)),
      ),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test("the feed carries every post", { tag: "@each-domain" }, async ({ request }, testInfo) => {
  const { siteUrl } = domainOf(testInfo);
  const feed = await (await request.get("/blog/feed.xml")).text();
  expect(feed.match(/<item>/g)?.length).toBe(posts.length);
  for (const post of posts) expect(feed, post.path).toContain(`<link>${siteUrl}${post.path}</link>`);
});
