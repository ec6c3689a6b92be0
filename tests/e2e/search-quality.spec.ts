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
    await expect(dialog.getByRole("option").first()).toBeVisible(RESULTS);
    // The excerpts mark a word of the same stem: what was searched for is on the page.
    await expect(dialog.getByRole("group").first().locator("mark").first()).toHaveText(
      new RegExp(`\\b${word.slice(0, 4)}`, "i"),
    );
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

// The other market's spelling finds the same pages, marked where the page says it its own way.
for (const [us, uk] of [
  ["color", "colour"],
  ["organize", "organise"],
  ["catalog", "catalogue"],
])
  test(`@each-domain "${us}" and "${uk}" find the same pages on either domain`, async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const spell = (text: string) => spelledFor(domain, text);
    const [own, other] = domain === "com" ? [uk, us] : [us, uk];
    const { dialog, input } = await openSearch(page, spell);
    const titles = async (query: string) => {
      await input.fill("");
      await expect(dialog.getByRole("option")).toHaveCount(0);
      await input.fill(query);
      await expect(dialog.getByRole("option").first()).toBeVisible(RESULTS);
      return dialog
        .getByRole("group")
        .evaluateAll((groups) => groups.map((g) => g.getAttribute("aria-label")));
    };
    const ownPages = await titles(own);
    expect(await titles(other)).toEqual(ownPages);
    // The page's own word is shown, marked where an excerpt has it; the index's added forms never show.
    await expect(dialog.getByRole("group").first()).toContainText(new RegExp(`\\b${own}`, "i"));
    const marks = await dialog.locator("mark").allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(new RegExp(`^${own.slice(0, -1)}`));
    await expect(dialog.getByRole("listbox")).not.toContainText("⟦");
    await expect(dialog.getByRole("listbox")).not.toContainText(new RegExp(`\\b${other}\\b`, "i"));
  });

for (const width of [320, 390, 1920])
  test(`results wrap inside the dialog at ${width} px: whole titles, excerpts from a sentence`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    const spell = (text: string) => spelledFor(domainOf(testInfo).domain, text);
    const { dialog, input } = await openSearch(page, spell);
    await input.fill("invoices");
    await expect(dialog.getByRole("option").first()).toBeVisible(RESULTS);
    const options = await dialog.getByRole("option").evaluateAll((options) =>
      options.map((option) => {
        const [title, excerpt] = [...option.children] as HTMLElement[];
        const box = option.getBoundingClientRect();
        const inside = (e: HTMLElement) =>
          e.scrollWidth <= e.clientWidth + 1 && e.getBoundingClientRect().right <= box.right + 1;
        return {
          title: title!.innerText,
          excerpt: excerpt!.innerText,
          fits: inside(title!) && inside(excerpt!),
        };
      }),
    );
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      expect(option.fits, option.title).toBe(true);
      // No Markdown mark before a heading's title; an excerpt starts a sentence or says it is cut.
      expect(option.title).not.toMatch(/^#/);
      expect(option.excerpt, option.title).toMatch(/^(\p{Lu}|\p{N}|…)/u);
    }
    const listbox = await dialog.getByRole("listbox").evaluate((e) => e.scrollWidth <= e.clientWidth);
    expect(listbox).toBe(true);
  });
