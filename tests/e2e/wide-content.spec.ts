import { readFileSync } from "node:fs";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { axeViolations } from "./axe.ts";
import { content, gotoHydrated, manifest, spelledFor, domainOf } from "./helpers.ts";

withoutMotion();

/**
 * Tables and code on a phone: what is wider than the screen scrolls sideways inside a region that
 * the keyboard reaches and a screen reader names, rather than being clipped or spilling off the
 * page; and code keeps each of its lines on one line, so a CSV row never breaks inside a field.
 * Every page whose Markdown has a table or a code block, at the narrowest widths.
 */
const WIDTHS = [320, 390];
const pages = manifest.filter(({ file }) => {
  if (!file.endsWith(".md")) return false;
  const markdown = readFileSync(file, "utf8");
  return /^\s*\|.*\|\s*$/m.test(markdown) || /^```/m.test(markdown);
});

type Block = {
  what: string;
  /** Wider than the room it is shown in. */
  overflows: boolean;
  /** Overflowing, it sits in (or is) a scroll region with a tab stop, a role and a name. */
  reachable: boolean;
  /** Its right edge, as drawn: past the page's when nothing scrolls it. */
  right: number;
  /** Lines of code drawn on more than one line. */
  wrappedLines: number;
};

test("tables and code fit the screen or scroll in a region the keyboard reaches", async ({ page }) => {
  test.setTimeout(120_000);
  expect(pages.length, "pages with tables or code").toBeGreaterThan(0);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path } of pages) {
      await gotoHydrated(page, path);
      const blocks: Block[] = await page.locator(".prose").evaluateAll((proses) =>
        proses.flatMap((prose) =>
          [...prose.querySelectorAll<HTMLElement>("table, pre")].map((block) => {
            let scroller: HTMLElement | null = block;
            while (
              scroller &&
              scroller !== prose &&
              !/auto|scroll/.test(getComputedStyle(scroller).overflowX)
            )
              scroller = scroller.parentElement;
            const scrolls = scroller !== null && scroller !== prose;
            const room = scrolls ? scroller!.clientWidth : prose.clientWidth;
            const overflows = block.scrollWidth > room + 1;
            const reachable =
              scrolls &&
              scroller!.tabIndex >= 0 &&
              scroller!.getAttribute("role") === "region" &&
              (scroller!.getAttribute("aria-label") ?? "").trim() !== "";
            const shown = scrolls ? scroller!.getBoundingClientRect() : block.getBoundingClientRect();
            const lines = [...block.querySelectorAll("code > .line")];
            return {
              what: `${block.tagName.toLowerCase()} "${(block.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30)}"`,
              overflows,
              reachable,
              right: shown.right,
              wrappedLines: lines.filter((line) => {
                const range = document.createRange();
                range.selectNodeContents(line);
                return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
              }).length,
            };
          }),
        ),
      );
      for (const block of blocks) {
        const at = `${path} at ${width} px: ${block.what}`;
        if (block.overflows && !block.reachable)
          problems.push(`${at} overflows with no reachable scroll region`);
        if (block.right > width) problems.push(`${at} runs off the page`);
        if (block.wrappedLines > 0) problems.push(`${at} breaks ${block.wrappedLines} lines of code`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("a table wider than a phone scrolls from the keyboard, and the page passes axe in both themes", async ({
  page,
}, testInfo) => {
  const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
  await page.setViewportSize({ width: 320, height: 800 });
  // Regions that were wider than the screen and scrolled from the keyboard: a run with none proved nothing.
  let scrolled = 0;
  for (const { path } of pages) {
    await gotoHydrated(page, path);
    const regions = page.locator(".prose [role=region]");
    for (const region of await regions.all()) {
      const wide = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
      if (!wide) continue;
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((el) => el.scrollLeft), path).toBeGreaterThan(0);
      scrolled += 1;
    }
    // Axe in this theme, then in the other (the choice is kept from page to page).
    const { toDark, toLight } = content.data.ui.theme;
    expect(await axeViolations(page), path).toEqual([]);
    await page
      .getByRole("button", { name: new RegExp(`^(${say(toDark)}|${say(toLight)})$`) })
      .first()
      .click();
    expect(await axeViolations(page), `${path}, other theme`).toEqual([]);
  }
  expect(
    scrolled,
    `wide regions scrolled at 320 px, of ${pages.length} pages with tables or code`,
  ).toBeGreaterThan(0);
});
