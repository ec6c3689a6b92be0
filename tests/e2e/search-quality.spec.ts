import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SEARCH_INDEX_DIR } from "../../app/core/site/site-paths.ts";
import { fillTemplate } from "../../app/core/text/fill-template.ts";
import { content, domainOf, gotoHydrated, spelledFor } from "./helpers.ts";

// The first search downloads and compiles Pagefind's WebAssembly: allow for a busy machine.
test.use({ actionTimeout: 15_000 });
const RESULTS = { timeout: 15_000 };
const labels = content.data.ui.search;
const home = content.data.home;

async function openSearch(page: Page, spell: (text: string) => string) {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: spell(labels.dialogLabel) });
  await expect(dialog).toBeVisible();
  return { dialog, input: dialog.getByRole("combobox", { name: spell(labels.inputLabel) }) };
}

test("words the site never uses find nothing, though the index holds words they start with", async ({
  page,
}, testInfo) => {
  const spell = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  const { dialog, input } = await openSearch(page, spell);
  // "xyzzy" starts with "x" (as in "Polo x 48"), "printavo" with "print": Pagefind fell back to those.
  for (const nonsense of ["xyzzy", "printavo", "polo xyzzy"]) {
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
