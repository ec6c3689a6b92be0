import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 level A and AA, with the 2.0 and 2.1 rules they include (axe tags each rule by the version that added it). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The WCAG 2.2 AA rules whose outcome depends on colours: all a theme changes, since the theme is
 * a class on <html> that changes colours and nothing else of the markup.
 */
export const COLOUR_RULES = { rules: ["color-contrast", "link-in-text-block"] } as const;

/**
 * Runs axe on the page as the visitor sees it now, once entrance animations have ended (a half-faded
 * heading would be judged on a colour nobody reads). Returns one line per violation: the rule, its
 * impact and the elements, so a failure names what to fix.
 */
export async function axeViolations(page: Page, only?: { rules: readonly string[] }): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in one pass in the page, instead of finishing the run in a second, blank
  // page: twice as fast here, and it loses only the isolation from cross-origin frames, which the
  // site never checks (its one iframe, a testimonial video, is someone else's page).
  // options() replaces every option set before it, so it comes before withTags(): the other way
  // round, axe ran its default rules, which leave out WCAG 2.2's target size. Axe's best practices
  // (landmarks, heading order, …) stay in, as Lighthouse counts several of them.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
  const { violations } = await (
    only ? builder.withRules([...only.rules]) : builder.withTags([...WCAG_22_AA, "best-practice"])
  ).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((node) => `${node.target.join(" ")}${node.any[0]?.message ? ` — ${node.any[0].message}` : ""}`)
        .join("; ")}`,
  );
}
