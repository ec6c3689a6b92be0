import type { Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "#app/components/layout/theme.ts";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { contentFor, domainOf, gotoHydrated, seedStorage, spelledFor } from "./helpers.ts";

withoutMotion();

/**
 * A figure's source, as a keyboard user meets it: the footnote number beside each figure is
 * reached by Tab, is announced starting with the number it shows, and takes focus to the source
 * entry that says who measured the figure. On the home page's stats and a case study's results,
 * in both themes; the figures and their sources come from the compiled content.
 */
type Figure = { claim: string; value: string };

function pagesOf(domain: "us" | "com"): { path: string; figures: Figure[] }[] {
  const content = contentFor(domain);
  const study = content.collections.caseStudies[0]!;
  return [
    { path: "/", figures: content.data.home.results.stats },
    { path: study.path, figures: study.data.results },
  ];
}

/** The ids of the elements Tab focuses, in order, from the top of the page until `stop` is reached. */
async function tabUntil(page: Page, stop: string, limit = 250): Promise<boolean> {
  await page.locator("body").focus();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((id) => document.activeElement?.id === id, stop)) return true;
  }
  return false;
}

for (const dark of [true, false]) {
  test(`a figure's footnote is reached by Tab, named from its number and leads to who measured it (${dark ? "dark" : "light"}) @each-domain`, async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const claims = contentFor(domain).data.claims.claims;
    await seedStorage(page, { [THEME_STORAGE_KEY]: String(dark) });
    for (const { path, figures } of pagesOf(domain)) {
      await gotoHydrated(page, path);
      expect(figures.length, path).toBeGreaterThan(0);
      // The first figure by Tab from the top of the page; the others follow it.
      expect(
        await tabUntil(page, `claim-${figures[0]!.claim}`),
        `${path}: Tab reaches the first footnote`,
      ).toBe(true);
      for (const [i, figure] of figures.entries()) {
        const mark = page.locator(`a[href="#source-${figure.claim}"]`);
        if (i > 0) {
          await page.keyboard.press("Tab");
          await expect(mark, `${path}: Tab goes on to footnote ${i + 1}`).toBeFocused();
        }
        const shown = (await mark.innerText()).trim();
        expect(shown, `${path}: footnote ${i + 1} shows its number`).toMatch(/^\d+$/);
        const name = await mark.evaluate((a) => a.getAttribute("aria-label") ?? a.textContent ?? "");
        expect(name.startsWith(shown), `${path}: "${name}" starts with "${shown}"`).toBe(true);
        expect(name, `${path}: the name says which figure`).toContain(figure.value);
      }
      for (const figure of figures) {
        const mark = page.locator(`a[href="#source-${figure.claim}"]`);
        await mark.focus();
        await page.keyboard.press("Enter");
        const source = page.locator(`#source-${figure.claim}`);
        await expect(source, `${path}: Enter on ${figure.value}'s footnote focuses its source`).toBeFocused();
        await expect(source).toBeInViewport();
        await expect(source).toContainText(figure.value);
        await expect(source).toContainText(spelledFor(domain, claims[figure.claim]!.by));
      }
    }
  });
}
