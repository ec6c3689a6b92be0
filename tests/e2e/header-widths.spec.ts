import { expect, test } from "./fixtures.ts";
import { content, gotoHydrated, seedStorage } from "./helpers.ts";
import { LOCALES } from "#app/core/locale/index.ts";
import { FULL_NAV_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX } from "#app/core/spec/index.ts";

const { navigation, ui } = content.data;

/** Every 16 px from 320 to 1920, and the last pixel before each breakpoint. */
const WIDTHS = [
  ...Array.from({ length: (1920 - 320) / 16 + 1 }, (_, i) => 320 + i * 16),
  MOBILE_BREAKPOINT_PX - 1,
  FULL_NAV_BREAKPOINT_PX - 1,
].sort((a, b) => a - b);

type Measure = {
  /** Which of the two is showing: the full navigation, or the menu button. */
  nav: boolean;
  menuButton: boolean;
  loginShown: boolean;
  getStartedShown: boolean;
  /** What a visitor would see wrong, one line each. */
  problems: string[];
};

/**
 * One look at the header, in one round trip: whether the navigation or the menu button shows, and
 * every visible link and button of the bar that is cut, wrapped onto a second line, outside the
 * viewport or on top of its neighbour.
 */
function measureHeader({ mainLabel, openMenu }: { mainLabel: string; openMenu: string }): Measure {
  const header = document.querySelector("header")!;
  const row = header.querySelector(":scope > div")!;
  const visible = (el: Element | null) => !!el && el.checkVisibility();
  const nav = header.querySelector(`nav[aria-label="${mainLabel}"]`);
  const menuButton = header.querySelector(`button[aria-label="${openMenu}"]`);
  const problems: string[] = [];
  if (row.scrollWidth > row.clientWidth + 1)
    problems.push(`the bar is ${row.scrollWidth} px wide in ${row.clientWidth}`);

  // The bar's own controls: its links and buttons, not the contents of closed dropdowns.
  const controls = [...row.querySelectorAll<HTMLElement>("a, button")].filter(
    (el) => visible(el) && el.getBoundingClientRect().width > 0 && !el.closest("[hidden]"),
  );
  const name = (el: HTMLElement) => el.getAttribute("aria-label") ?? el.textContent!.trim();
  /** How many lines an element's text takes: the distinct tops of its text's line boxes. */
  const lines = (el: HTMLElement) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  };
  const boxes = controls.map((el) => ({ el, rect: el.getBoundingClientRect() }));
  for (const { el, rect } of boxes) {
    if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5)
      problems.push(`"${name(el)}" spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`"${name(el)}" is cut`);
    if (lines(el) > 1) problems.push(`"${name(el)}" takes ${lines(el)} lines`);
  }
  boxes.sort((a, b) => a.rect.left - b.rect.left);
  for (let i = 1; i < boxes.length; i++)
    if (boxes[i]!.rect.left < boxes[i - 1]!.rect.right - 0.5)
      problems.push(`"${name(boxes[i]!.el)}" overlaps "${name(boxes[i - 1]!.el)}"`);

  const shown = (path: string) => controls.some((el) => el.getAttribute("href") === path);
  return {
    nav: visible(nav),
    menuButton: visible(menuButton),
    loginShown: shown("/login"),
    getStartedShown: shown("/get-started"),
    problems,
  };
}

for (const locale of LOCALES)
  test(
    `the header fits every width from 320 to 1920 px, in ${locale} English`,
    { tag: "@each-domain" },
    async ({ page }) => {
      await seedStorage(page, { locale });
      await page.setViewportSize({ width: 1920, height: 800 });
      await gotoHydrated(page, "/pricing");
      const labels = { mainLabel: ui.nav.mainLabel, openMenu: ui.nav.openMenu };
      const wrong: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const seen = await page.evaluate(measureHeader, labels);
        const fullNav = width >= FULL_NAV_BREAKPOINT_PX;
        const at = `${width} px`;
        // Either the navigation or the button that opens it, never both, never neither.
        if (seen.nav !== fullNav) wrong.push(`${at}: navigation ${seen.nav ? "shown" : "hidden"}`);
        if (seen.menuButton === seen.nav)
          wrong.push(`${at}: menu button ${seen.menuButton ? "shown" : "hidden"}`);
        // From the mobile breakpoint up, Log in and Get Started stay in the bar; below it they
        // are in the menu (mobile-menu.spec.ts).
        if (width >= MOBILE_BREAKPOINT_PX && !(seen.loginShown && seen.getStartedShown))
          wrong.push(
            `${at}: ${navigation.header.login.label} or ${navigation.header.getStarted.label} missing`,
          );
        wrong.push(...seen.problems.map((problem) => `${at}: ${problem}`));
      }
      expect(wrong).toEqual([]);
    },
  );
