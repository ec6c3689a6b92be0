import type { Locator, Page } from "@playwright/test";
import { FULL_NAV_BREAKPOINT_PX } from "#app/core/spec/index.ts";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { content, gotoHydrated, manifest, spelledFor, domainOf } from "./helpers.ts";

withoutMotion();

/**
 * Grids of cards as visitors see them, measured from the boxes the browser lays out: every row
 * ends at the grid's edges, no card sits alone on a row while others share theirs, the cards of a
 * row are alike, and a grid of one card does not stretch it across a screen that shows cards side
 * by side (components/ui/balanced-grid.ts).
 */
const WIDTHS = [320, 390, 820, 1024, 1440];
/** From this width cards stand side by side (Tailwind's `sm`). */
const SIDE_BY_SIDE_PX = 640;

/** What is wrong with each grid the locator finds, one sentence a problem. */
function gridProblems(grids: Locator): Promise<string[]> {
  return grids.evaluateAll((lists, sideBySide) => {
    const SLACK = 2;
    return lists.flatMap((list, n) => {
      const box = list.getBoundingClientRect();
      const style = getComputedStyle(list);
      const left = box.left + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.paddingRight);
      const cards = [...list.children]
        .map((card) => card.getBoundingClientRect())
        .filter((card) => card.width > 0);
      // A grid, or a wrapping row of boxes of one width (a row of words wraps as it must).
      const widths = cards.map((card) => card.width);
      const alike = Math.max(...widths) - Math.min(...widths) <= SLACK;
      const wraps = style.display === "flex" && style.flexWrap === "wrap" && alike;
      if ((style.display !== "grid" && !wraps) || box.width === 0) return [];
      const rows: DOMRect[][] = [];
      for (const card of cards) {
        const row = rows.find((r) => Math.abs(r[0]!.top - card.top) <= SLACK);
        if (row) row.push(card);
        else rows.push([card]);
      }
      const name = `grid ${n + 1} (${cards.length} cards, rows of ${rows.map((r) => r.length).join("+")})`;
      const problems: string[] = [];
      if (cards.length === 1 && innerWidth >= sideBySide && cards[0]!.width >= right - left - SLACK)
        problems.push(`${name}: a lone card stretched across the whole row`);
      if (!rows.some((row) => row.length > 1)) return problems;
      for (const row of rows) {
        row.sort((a, b) => a.left - b.left);
        if (row.length === 1) problems.push(`${name}: a card alone on its row`);
        if (row[0]!.left - left > SLACK || right - row.at(-1)!.right > SLACK)
          problems.push(`${name}: a row that does not reach the grid's edges`);
        if (Math.max(...row.map((c) => c.width)) - Math.min(...row.map((c) => c.width)) > SLACK)
          problems.push(`${name}: cards of different widths on one row`);
      }
      return problems;
    });
  }, SIDE_BY_SIDE_PX);
}

/** Every grid of cards in the page's main content, drawn in full. */
async function mainGrids(page: Page): Promise<Locator> {
  // Parts below the first screen are laid out only near the viewport (render-when-near).
  await page.evaluate(() =>
    document.querySelectorAll(".render-when-near").forEach((el) => el.classList.remove("render-when-near")),
  );
  return page.locator("main").locator("ul, ol, dl");
}

const firstOf = (template: string) => manifest.find((m) => m.template === template)!.path;
const mostSyncs = [...content.collections.integrations].sort(
  (a, b) => b.data.syncs.length - a.data.syncs.length,
)[0]!.path;
const PAGES = [
  "/",
  "/modules",
  "/pricing",
  "/integrations",
  "/industries",
  firstOf("module"),
  firstOf("industry"),
  firstOf("case-study"),
  mostSyncs,
];

test("card grids have full rows and no card alone on a row, at every width", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await gotoHydrated(page, path);
      for (const problem of await gridProblems(await mainGrids(page)))
        problems.push(`${path} at ${width} px: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the mega-menu's tiles line up in full rows", async ({ page }, testInfo) => {
  const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  const { menu } = content.data.navigation.header.modules;
  const problems: string[] = [];
  for (const width of WIDTHS.filter((w) => w >= FULL_NAV_BREAKPOINT_PX)) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: say(content.data.navigation.header.modules.label) })
      .click();
    const panel = page.getByRole("region", { name: say(content.data.ui.nav.modulesMenuLabel) });
    for (const tab of [menu.tabs.popular, menu.tabs.categories]) {
      await panel.getByRole("tab", { name: say(tab) }).click();
      // The tab panel is the list of tiles, or holds it.
      const list = panel.getByRole("tabpanel").locator("xpath=descendant-or-self::ul").first();
      await expect(list).toBeVisible();
      for (const problem of await gridProblems(list)) problems.push(`${tab} at ${width} px: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});
