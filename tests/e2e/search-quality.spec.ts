import { expect, test, withoutMotion } from "./fixtures.ts";
import { SEARCH_INDEX_DIR } from "#app/core/site/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { content, domainOf, gotoHydrated, openSearch, spelledFor } from "./helpers.ts";

withoutMotion();

// The first search downloads and compiles Pagefind's WebAssembly: allow for a busy machine.
test.use({ actionTimeout: 15_000 });
const RESULTS = { timeout: 15_000 };
const labels = content.data.ui.search;
const home = content.data.home;

test("words the site never uses find nothing, though the index holds words they start with", async ({
  page,
}, testInfo) => {
  const spell = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  const { dialog, input } = await openSearch(page, spell);
  // "xyzzy" starts with "x" (as in "Polo x 48"), "printomatic" with "print": Pagefind fell back to those.
  for (const nonsense of ["xyzzy", "printomatic", "polo xyzzy"]) {
    await input.fill(nonsense);
    await expect(dialog.getByRole("status")).toHaveText(
      spell(fillTemplate(labels.noResults, { query: nonsense })),
      RESULTS,
    );
    await expect(dialog.getByRole("option")).toHaveCount(0);
  }
  // A word still being typed finds the pages of the words it starts with.
  await input.fill("embroi");
  await expect(dialog.getByRole("option").first()).toBeVisible(RESULTS);
});

// Real words of the site, whole and stemmed, still find their pages past the check for nonsense.
for (const word of ["polos", "printing", "shipping"])
  test(`"${word}" finds pages that use it`, async ({ page }, testInfo) => {
    const spell = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const { dialog, input } = await openSearch(page, spell);
    await input.fill(word);
    const first = dialog.getByRole("option").first();
    await expect(first).toBeVisible(RESULTS);
    // The excerpt marks a word of the same stem: what was searched for is on the page.
    await expect(first.locator("mark").first()).toHaveText(new RegExp(`\\b${word.slice(0, 4)}`, "i"));
  });

test("the home page's pictured words (dashboard, badges, conveyor) are not indexed", async ({ page }) => {
  await gotoHydrated(page, "/");
  const stored = await page.evaluate(async (dir) => {
    const pagefind = await import(/* @vite-ignore */ `${dir}pagefind.js`);
    await pagefind.options({ noWorker: true });
    for (const result of (await pagefind.search("decorators")).results) {
      const data = await result.data();
      if (data.url === "/") return data.content as string;
    }
    return null;
  }, SEARCH_INDEX_DIR);
  expect(stored).not.toBeNull();
  // The page's own words are there...
  expect(stored).toContain(home.features.heading);
  // ...its pictures' words are not.
  for (const pictured of [
    home.conveyor.label,
    ...home.conveyor.boxes,
    ...home.hero.decorativeBadges,
    home.hero.imageLoading,
  ])
    expect(stored, pictured).not.toContain(pictured);
});

test("the search field has one clear control and one close control, each named", async ({
  page,
}, testInfo) => {
  const spell = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  const { dialog, input } = await openSearch(page, spell);
  await input.fill("polo");
  const buttons = dialog.locator(":scope > div").first().getByRole("button");
  await expect(buttons).toHaveCount(2);
  await expect(dialog.getByRole("button", { name: spell(labels.clear), exact: true })).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: spell(labels.close), exact: true })).toHaveCount(1);
  // Not a type="search" field, whose browser-drawn × would be a third, unnamed control.
  expect(await input.getAttribute("type")).not.toBe("search");
  await dialog.getByRole("button", { name: spell(labels.clear), exact: true }).click();
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
  await expect(dialog.getByRole("button", { name: spell(labels.clear), exact: true })).toHaveCount(0);
});

// Real words of the site that share their stem with other words it uses ("print", "prints",
// "printer"; "embroider", "embroidery"; "quote", "quoting"), which Pagefind's stemmed index ranks alike.
for (const query of ["printing", "embroidered", "quotes"])
  test(`pages that use "${query}" as written come before pages that only share its stem`, async ({
    page,
  }, testInfo) => {
    const spell = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const { dialog, input } = await openSearch(page, spell);
    await input.fill(query);
    await expect(dialog.getByRole("option").first()).toBeVisible(RESULTS);
    // The truth, from Pagefind's own results: each page's title, and whether its indexed text
    // uses the word as written, in Pagefind's order.
    const truth = await page.evaluate(
      async ({ dir, query }) => {
        const pagefind = await import(/* @vite-ignore */ `${dir}pagefind.js`);
        const { results } = await pagefind.search(query);
        return Promise.all(
          results.map(
            async (result: { data: () => Promise<{ content: string; meta: { title: string } }> }) => {
              const data = await result.data();
              const words = data.content.toLowerCase().split(/[^\p{L}\p{N}]+/u);
              return { title: data.meta.title, exact: words.includes(query) };
            },
          ),
        );
      },
      { dir: SEARCH_INDEX_DIR, query },
    );
    const exactTitles = new Set(truth.filter((r) => r.exact).map((r) => r.title));
    // The query means something here: Pagefind alone puts a stem-only page above an exact one.
    const firstStemOnly = truth.findIndex((r) => !r.exact);
    expect(firstStemOnly, "a stem-only page").toBeGreaterThanOrEqual(0);
    expect(
      truth.slice(firstStemOnly).some((r) => r.exact),
      "an exact page below it",
    ).toBe(true);

    // What the dialog shows, three steps deep: every exact page before any stem-only one.
    const showMore = dialog.getByRole("button", { name: /\d/ });
    for (let step = 0; step < 2 && (await showMore.count()) > 0; step++) {
      const before = await dialog.getByRole("group").count();
      await showMore.click();
      await expect(dialog.getByRole("group")).not.toHaveCount(before, RESULTS);
    }
    const shown = await dialog
      .getByRole("group")
      .evaluateAll((groups) => groups.map((group) => group.getAttribute("aria-label")!));
    const exact = shown.map((title) => exactTitles.has(title));
    expect(exact, shown.join(" | ")).toEqual([...exact].sort((a, b) => Number(b) - Number(a)));
    expect(exact.filter(Boolean).length).toBe(Math.min(shown.length, exactTitles.size));
  });
