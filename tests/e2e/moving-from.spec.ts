import { expect, test } from "./fixtures.ts";
import {
  content,
  domainOf,
  gotoHydrated,
  manifest,
  openSearch,
  spelledFor,
  watchConsole,
} from "./helpers.ts";

// The first search downloads and compiles Pagefind's WebAssembly: allow for a busy machine.
test.use({ actionTimeout: 15_000 });
const RESULTS = { timeout: 15_000 };

/**
 * The guides to moving from another system, as the build compiled them: every expectation comes
 * from the collection and content/imports.yaml, never from today's words.
 */
const guides = content.collections.movingFrom;
const { imports } = content.data;
const index = manifest.find((m) => m.lists === "movingFrom")!;
const pricing = manifest.find((m) => m.template === "pricing")!;
const importGuide = imports.labels.moving.guide.href;
/** The guide with the most columns to map: its tables are the widest. */
const widest = guides.toSorted(
  (a, b) => b.data.mapping.flatMap((m) => m.columns).length - a.data.mapping.flatMap((m) => m.columns).length,
)[0]!;
/** A phone's width, where a mapping table is wider than the screen. */
const PHONE = { width: 320, height: 720 };

test("a guide maps each export's columns to Tracker's, in a table the keyboard scrolls on a phone", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, widest.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(widest.data.title);
  for (const mapped of widest.data.mapping) {
    const region = page.getByRole("region", { name: mapped.export, exact: true });
    const rows = region.getByRole("row");
    // A header row, then one row per column of the export: its header as written, Tracker's column.
    await expect(rows).toHaveCount(mapped.columns.length + 1);
    for (const [i, column] of mapped.columns.entries()) {
      await expect(rows.nth(i + 1).getByRole("rowheader")).toHaveText(column.from);
      await expect(
        rows
          .nth(i + 1)
          .getByRole("cell")
          .first(),
      ).toContainText(column.to.split(".")[1]!);
    }
  }
  // Wider than the phone, the first table scrolls, and Tab from its export's name reaches it.
  const first = widest.data.mapping[0]!;
  const region = page.getByRole("region", { name: first.export, exact: true });
  const scroll = () =>
    region.evaluate((el) => ({ left: el.scrollLeft, over: el.scrollWidth - el.clientWidth }));
  expect((await scroll()).over).toBeGreaterThan(0);
  await page.getByRole("heading", { name: first.export, exact: true }).click();
  await page.keyboard.press("Tab");
  await expect(region).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await scroll()).left).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("/pricing links to every guide by its system's name, and a link opens its guide", async ({ page }) => {
  await gotoHydrated(page, pricing.path);
  const links = page.getByRole("region", { name: imports.labels.pricing.heading }).getByRole("link");
  await expect(links).toHaveText(guides.map((g) => g.card.title));
  const chosen = guides.at(-1)!;
  await links.filter({ hasText: chosen.card.title }).click();
  await expect(page).toHaveURL(chosen.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen.data.title);
});

test("the import guide shows the columns the mappings name, and leads to every guide", async ({ page }) => {
  await gotoHydrated(page, importGuide);
  // Its tables list each import file's columns, the same keys the guides' mappings use.
  const shown = await page.getByRole("main").locator("table td:first-child code").allTextContents();
  expect(shown).toEqual(imports.files.flatMap((f) => f.columns.map((c) => c.id)));
  await page.getByRole("main").locator(`a[href="${index.path}"]`).first().click();
  await expect(page).toHaveURL(index.path);
  for (const guide of guides)
    await expect(page.getByRole("main").locator(`a[href="${guide.path}"]`).getByRole("heading")).toHaveText(
      guide.card.title,
    );
});

test("a search for a system's name finds its guide", async ({ page }, testInfo) => {
  const spell = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  const { dialog, input } = await openSearch(page, spell);
  for (const guide of guides) {
    await input.fill(guide.data.system.toLowerCase());
    await expect(dialog.getByRole("group", { name: spell(guide.data.title), exact: true })).toBeVisible(
      RESULTS,
    );
  }
});
