import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** WCAG 2.2 level A and AA, with the 2.0 and 2.1 rules they include (axe tags each rule by the version that added it). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The WCAG 2.2 AA rules whose outcome depends on colours: all a theme changes, since the theme is
 * a class on <html> that changes colours and nothing else of the markup.
 */
export const COLOUR_RULES = { rules: ["color-contrast", "link-in-text-block"] } as const;

/** axe-core's own browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeWindow = { axe?: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } };

/**
 * Runs axe on the page as the visitor sees it now, once entrance animations have ended (a half-faded
 * heading would be judged on a colour nobody reads). Returns one line per violation: the rule, its
 * impact and the elements, so a failure names what to fix.
 *
 * axe runs in the page itself, as axe-core ships it: about half the time of @axe-core/playwright's
 * runner on the every-page suite, which also prepares every frame for a cross-origin run the site
 * never needs (its one iframe, a testimonial video, is someone else's page and is left out). Axe's
 * best practices (landmarks, heading order, …) stay in, as Lighthouse counts several of them. The
 * wait and the run are one call into the page; axe is evaluated into it only when the page does
 * not have it yet (a page's second run, in the other theme, finds it there).
 */
export async function axeViolations(page: Page, only?: { rules: readonly string[] }): Promise<string[]> {
  const options: RunOptions = {
    resultTypes: ["violations"],
    iframes: false,
    runOnly: only
      ? { type: "rule", values: [...only.rules] }
      : { type: "tag", values: [...WCAG_22_AA, "best-practice"] },
  };
  const run = () =>
    page.evaluate(async (runOptions) => {
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const { axe } = window as unknown as AxeWindow;
      if (!axe) return null;
      const { violations } = await axe.run(document, runOptions);
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((node) => ({ target: node.target.join(" "), message: node.any[0]?.message })),
      }));
    }, options);
  let violations = await run();
  if (!violations) {
    // Evaluated, not added as a <script>: the page's CSP would rightly refuse an inline one.
    await page.evaluate(AXE_SOURCE);
    violations = (await run())!;
  }
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((node) => `${node.target}${node.message ? ` — ${node.message}` : ""}`)
        .join("; ")}`,
  );
}
