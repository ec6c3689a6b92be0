import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 level A and AA, with the 2.0 and 2.1 rules they include (axe tags each rule by the version that added it). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page as the visitor sees it now, once entrance animations have ended (a half-faded
 * heading would be judged on a colour nobody reads). Returns one line per violation: the rule, its
 * impact and the elements, so a failure names what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
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
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags([...WCAG_22_AA, "best-practice"])
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((node) => `${node.target.join(" ")}${node.any[0]?.message ? ` — ${node.any[0].message}` : ""}`)
        .join("; ")}`,
  );
}
