import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The first search downloads and compiles Pagefind's WebAssembly: allow for a busy machine.
test.use({ actionTimeout: 15_000 });
test.describe.configure({ timeout: 60_000 });
const RESULTS_TIMEOUT = { timeout: 15_000 };
import { searchablePages, indexablePages } from "#app/core/site/index.ts";
import { LLMS_TXT_PATH, SEARCH_INDEX_DIR, SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";
import { fillCount } from "#app/core/text/index.ts";
import { RESULT_PAGES_PER_STEP } from "#app/components/search/pagefind.ts";
import {
  content,
  domainOf,
  gotoHydrated,
  layoutShift,
  manifest,
  MAX_UNSEEN_SHIFT,
  spelledFor,
  watchConsole,
  watchCspViolations,
} from "./helpers.ts";

const labels = content.data.ui.search;
const modules = manifest.filter((m) => m.template === "module");
/** A module to look for, by its title: what a visitor who knows the name would type. */
const wanted = modules[Math.floor(modules.length / 2)]!;
const isSearchRequest = (url: string) =>
  new URL(url).pathname.startsWith(SEARCH_INDEX_DIR) || /search-dialog/.test(url);

function searchUi(page: Page, spell: (text: string) => string) {
  const dialog = page.getByRole("dialog", { name: spell(labels.dialogLabel) });
  return {
    dialog,
    input: dialog.getByRole("combobox", { name: spell(labels.inputLabel) }),
    options: dialog.getByRole("option"),
    status: dialog.getByRole("status"),
    opener: page.getByRole("banner").getByRole("button", { name: spell(labels.open) }),
  };
}

test.describe("site search", () => {
  test("loads nothing until opened; the header button opens it; a module's title finds its page; Escape returns focus", async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const spell = (text: string) => spelledFor(domain, text);
    const errors = watchConsole(page);
    const violations = await watchCspViolations(page);
    const requested: { url: string; bytes: Promise<number> }[] = [];
    page.on("requestfinished", (request) =>
      requested.push({
        url: request.url(),
        bytes: request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
      }),
    );
    await gotoHydrated(page, "/about");
    await page.mouse.wheel(0, 400);
    expect(requested.filter((r) => isSearchRequest(r.url)).map((r) => r.url)).toEqual([]);
    const before = requested.length;

    const ui = searchUi(page, spell);
    await ui.opener.click();
    await expect(ui.dialog).toBeVisible();
    await expect(ui.input).toBeFocused();
    await ui.input.fill(spell(wanted.title));
    const first = ui.options.first();
    await expect(first).toBeVisible(RESULTS_TIMEOUT);
    await expect(ui.status).toContainText(/\d/);
    await expect(ui.dialog.getByRole("group", { name: spell(wanted.title), exact: true })).toBeVisible();

    const opening = requested.slice(before);
    const bytes = (await Promise.all(opening.map((r) => r.bytes))).reduce((a, b) => a + b, 0);
    testInfo.annotations.push({ type: "bytes to first results", description: String(bytes) });
    console.log(
      `search ${domain}: ${opening.length} requests, ${(bytes / 1024).toFixed(1)} KiB to first results`,
    );
    // Measured at about 130 KiB for one word, headers included: Pagefind's WebAssembly alone is
    // 71 KiB, its script 13 KiB, one index chunk 27 KiB and the first five results' fragments about
    // 13 KiB. The "about 100 KB" is not met; this bound catches a regression (the whole
    // index, a second chunk per letter, Pagefind's own UI, all results' fragments, the pages' policy
    // on every file) rather than blessing the figure.
    expect(bytes).toBeLessThan(138 * 1024);

    await page.keyboard.press("Escape");
    await expect(ui.dialog).toBeHidden();
    await expect(ui.opener).toBeFocused();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("opens with Ctrl+K, ⌘K and /, but / typed into a field stays in the field", async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const ui = searchUi(page, (text) => spelledFor(domain, text));
    await gotoHydrated(page, "/");
    for (const shortcut of ["Control+k", "Meta+k", "/"]) {
      await page.keyboard.press(shortcut);
      await expect(ui.dialog, shortcut).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(ui.dialog).toBeHidden();
    }
    await gotoHydrated(page, SITEMAP_PAGE_PATH);
    const field = page.getByRole("main").getByRole("searchbox").first();
    await field.click();
    await page.keyboard.type("a/b");
    await expect(field).toHaveValue("a/b");
    await expect(ui.dialog).toBeHidden();
  });

  test("shows the best few pages first and the next few on request, with the keys still in the field", async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const spell = (text: string) => spelledFor(domain, text);
    const ui = searchUi(page, spell);
    // The word most page titles share: it finds more pages than one step shows.
    const counts = new Map<string, number>();
    for (const { title } of searchablePages(manifest))
      for (const word of new Set(title.toLowerCase().match(/[a-z]{5,}/g) ?? []))
        counts.set(word, (counts.get(word) ?? 0) + 1);
    const [word, titles] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(titles).toBeGreaterThan(RESULT_PAGES_PER_STEP);

    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    await expect(ui.input).toBeFocused();
    await ui.input.fill(spell(word));
    const pages = ui.dialog.getByRole("group");
    await expect(pages).toHaveCount(RESULT_PAGES_PER_STEP, RESULTS_TIMEOUT);
    const total = Number((await ui.status.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(RESULT_PAGES_PER_STEP);

    const next = Math.min(total - RESULT_PAGES_PER_STEP, RESULT_PAGES_PER_STEP);
    const more = ui.dialog.getByRole("button", {
      name: fillCount({ one: spell(labels.showMore.one), other: spell(labels.showMore.other) }, next),
    });
    await more.click();
    await expect(pages).toHaveCount(RESULT_PAGES_PER_STEP + next);
    await expect(ui.input).toBeFocused();
    const firstNew = pages.nth(RESULT_PAGES_PER_STEP).getByRole("option").first();
    await expect(ui.input).toHaveAttribute("aria-activedescendant", (await firstNew.getAttribute("id"))!);
    await expect(firstNew).toHaveAttribute("aria-selected", "true");
  });

  test("what is typed while search is still loading lands in its field", async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const spell = (text: string) => spelledFor(domain, text);
    const ui = searchUi(page, spell);
    // Hold the dialog's code back until the visitor has typed, as a slow connection would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/search-dialog-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    const typed = spell(wanted.title).toLowerCase();
    await page.keyboard.type(`${typed}x`);
    await page.keyboard.press("Backspace");
    await expect(ui.dialog).toBeHidden();
    release();
    await expect(ui.input).toBeFocused();
    await expect(ui.input).toHaveValue(typed);
    await expect(ui.dialog.getByRole("group", { name: spell(wanted.title), exact: true })).toBeVisible(
      RESULTS_TIMEOUT,
    );
    // From then on the field takes the keys itself.
    await page.keyboard.type(" q");
    await expect(ui.input).toHaveValue(`${typed} q`);
  });

  test("keys typed while the dialog's code arrives and renders all land in its field, in order", async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const ui = searchUi(page, (text) => spelledFor(domain, text));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/search-dialog-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    await page.keyboard.press("/");
    const words = "production schedule for embroidery machines";
    await page.keyboard.type(words.slice(0, 10));
    release();
    // A key every few milliseconds, through the download, the render and the dialog opening.
    await page.keyboard.type(words.slice(10), { delay: 5 });
    await expect(ui.input).toHaveValue(words);
    await expect(ui.input).toBeFocused();
  });

  test("arrow keys move through the results and Enter opens one on this site", async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const spell = (text: string) => spelledFor(domain, text);
    const ui = searchUi(page, spell);
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    // The dialog's code loads on this first use: the visitor types once its field has focus.
    await expect(ui.input).toBeFocused();
    // One input event, so one search: a result list for a shorter prefix arriving late would
    // replace the list (and its selection) under the arrow keys.
    await ui.input.fill(spell(wanted.title));
    await expect(ui.options.first()).toBeVisible(RESULTS_TIMEOUT);
    await page.keyboard.press("ArrowDown");
    await expect(ui.options.first()).toHaveAttribute("aria-selected", "true");
    await expect(ui.input).toHaveAttribute(
      "aria-activedescendant",
      (await ui.options.first().getAttribute("id"))!,
    );
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(ui.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`^${new URL(page.url()).origin}${wanted.path}(#.*)?$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spell(wanted.title));
  });

  test(
    "the index is in the domain's English: a UK spelling finds pages on .com",
    { tag: "@com" },
    async ({ page }, testInfo) => {
      const { domain } = domainOf(testInfo);
      // A word of some page's description whose spelling differs in the UK, spelled as .com shows it.
      const ukWord = searchablePages(manifest)
        .flatMap((m) => m.description.split(/[^A-Za-z]+/))
        .find((word) => word.length > 4 && spelledFor("com", word) !== word);
      expect(ukWord).toBeDefined();
      const ui = searchUi(page, (text) => spelledFor(domain, text));
      // The prerendered pages say en-GB, which is what Pagefind indexed them as.
      expect(await (await page.request.get("/")).text()).toMatch(/<html lang="en-GB"/);
      await gotoHydrated(page, "/");
      await page.keyboard.press("Control+k");
      await ui.input.fill(spelledFor("com", ukWord!));
      await expect(ui.options.first()).toBeVisible(RESULTS_TIMEOUT);
    },
  );

  test("a page is found for what it says, not for the pages it links to or the calls to action every page repeats", async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const spell = (text: string) => spelledFor(domain, text);
    // A post with related reading and a guide with neighbours: the parts other pages repeat.
    const squash = (text: string) => text.replace(/\s+/g, " ").trim();
    const post = manifest.find((m) => m.template === "blog-post")!;
    const guide = manifest.find((m) => m.template === "docs-page")!;
    for (const entry of [post, guide]) {
      await gotoHydrated(page, entry.path);
      const main = page.locator("main");
      const navigation = main.getByRole("navigation");
      // By text content: related reading waits to render until it nears the screen (innerText "").
      const repeated = [
        ...(await main
          .getByRole("region")
          .filter({ has: page.locator("h3") })
          .getByRole("heading")
          .allTextContents()),
        ...(await navigation.getByRole("link").allTextContents()),
      ]
        .map((text) => text.trim())
        .filter((text) => text.length > 12);
      const said = (await main.locator(".prose p").first().innerText()).trim();
      // What the page says itself (its title and article) may be found, wherever else it repeats.
      const own = squash(
        [await main.locator("h1").innerText(), ...(await main.locator(".prose").allInnerTexts())].join(" "),
      );
      expect(repeated.length, entry.path).toBeGreaterThan(2);

      // What Pagefind stored for this page: the text its results are found by and excerpted from.
      const stored = await page.evaluate(
        async ({ dir, path, title }) => {
          const pagefind = await import(/* @vite-ignore */ `${dir}pagefind.js`);
          await pagefind.options({ noWorker: true });
          const search = await pagefind.search(title);
          for (const result of search.results) {
            const data = await result.data();
            if (data.url === path) return data.content as string;
          }
          return null;
        },
        { dir: SEARCH_INDEX_DIR, path: entry.path, title: spell(entry.title) },
      );
      expect(stored, entry.path).not.toBeNull();
      expect(squash(stored!), entry.path).toContain(squash(said).slice(0, 60));
      for (const text of repeated.filter((text) => !own.includes(squash(text))))
        expect(squash(stored!), `${entry.path}: "${text}"`).not.toContain(squash(text));
    }
  });

  test("the mobile menu opens search too", async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const spell = (text: string) => spelledFor(domain, text);
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: spell(content.data.ui.nav.openMenu) }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: spell(labels.open) })
      .click();
    const ui = searchUi(page, spell);
    await expect(ui.dialog).toBeVisible();
    await expect(ui.input).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the header's search is a link to the sitemap page", async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    await page.goto("/about");
    await page
      .getByRole("banner")
      .getByRole("link", { name: spelledFor(domain, labels.open) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${SITEMAP_PAGE_PATH}$`));
  });
});

test("the 404 page suggests the page a mistyped address meant, and offers search", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  const spell = (text: string) => spelledFor(domain, text);
  const slug = wanted.path.split("/").pop()!;
  // Two letters swapped in the middle of the slug: a typo.
  const i = Math.floor(slug.length / 2);
  const typo = `${slug.slice(0, i - 1)}${slug[i]}${slug[i - 1]}${slug.slice(i + 1)}`;
  const response = await page.goto(wanted.path.replace(slug, typo));
  expect(response?.status()).toBe(404);
  const suggestions = page.getByRole("navigation", {
    name: spell(content.data.ui.notFound.suggestionsHeading),
  });
  await expect(suggestions.getByRole("link").first()).toHaveAttribute("href", wanted.path);
  expect(await suggestions.getByRole("link").count()).toBeLessThanOrEqual(5);
  // The help arrives after hydration without moving what the visitor already sees.
  expect(await layoutShift(page)).toBeLessThan(MAX_UNSEEN_SHIFT);
  await page.getByRole("button", { name: spell(content.data.ui.notFound.searchPrompt) }).click();
  await expect(page.getByRole("dialog", { name: spell(labels.dialogLabel) })).toBeVisible();
});

test(
  "llms.txt lists every indexable page with this domain's URL, as text, and the sitemap does not list it",
  { tag: "@each-domain" },
  async ({ request }, testInfo) => {
    const { siteUrl } = domainOf(testInfo);
    const response = await request.get(LLMS_TXT_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    const linked = [...text.matchAll(/^- \[.+\]\((\S+)\): .+$/gm)].map((m) => m[1]);
    const expected = indexablePages(manifest).map((m) =>
      m.path === "/" ? `${siteUrl}/` : `${siteUrl}${m.path}`,
    );
    expect(linked.sort()).toEqual(expected.sort());
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(LLMS_TXT_PATH);
  },
);
