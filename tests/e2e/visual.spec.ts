import { existsSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { MOBILE_BREAKPOINT_PX } from "#app/core/spec/index.ts";
import { content, gotoHydrated, manifest } from "./helpers.ts";
import { PLAYWRIGHT_IMAGE, screenshotEnvironment, VISUAL_HOME } from "#scripts/setup/browser.ts";

/**
 * What the pages look like: one full-page screenshot per template, width and theme, against the
 * committed baselines (visual.spec.ts-snapshots/). A block that moves, a mark that appears or a
 * column that overflows changes thousands of pixels; anti-aliasing changes a few, within
 * `threshold` (each pixel's colour distance) and `maxDiffPixels`.
 *
 * Baselines mean something only where they were drawn (scripts/setup/browser.ts): in Playwright's
 * Docker image, the tests' home, where CI runs them and the Visual baselines workflow draws them,
 * and on the development machines' Chromium build. Anywhere else the tests say they are skipped;
 * in the home a missing baseline fails. After a change made on purpose, run the workflow on the
 * branch (docs/ci.md), and update this machine's baselines and review them:
 *   npx playwright test tests/e2e/visual.spec.ts --project=us --update-snapshots
 */
const firstOf = (template: string) => manifest.find((m) => m.template === template)!.path;
const PAGES = {
  home: "/",
  pricing: firstOf("pricing"),
  module: firstOf("module"),
  "blog-post": firstOf("blog-post"),
  "docs-page": firstOf("docs-page"),
};
const WIDTHS = [390, 820, 1440];
const { theme } = content.data.ui;
/** Anti-aliasing, not layout: a pixel counts as changed past 0.2 colour distance, and 200 may. */
const TOLERANCE = { threshold: 0.2, maxDiffPixels: 200 };
/** A full-page capture of a long page takes seconds on a busy machine; two must agree. */
const CAPTURE_TIMEOUT_MS = 30_000;

/** Transient and off-screen-dependent parts, settled the same way on every run. */
const SETTLED = `
  #notifications { display: none !important; }
  .render-when-near { content-visibility: visible !important; }
`;

/**
 * On phones the home page greets the visitor with a toast a moment after it opens: waited for and
 * dismissed as a visitor would, so the picture never depends on whether it has come yet.
 */
async function dismissWelcome(page: Page) {
  const welcome = page.getByRole("listitem").filter({ hasText: content.data.home.mobileWelcome.title });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: content.data.ui.toast.dismiss }).click();
  await expect(welcome).toBeHidden();
}

/** Loads every lazy picture, so the full-page capture shows it rather than an empty box. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => (image.complete ? null : image.decode().catch(() => null))));
  });
}

const environment = screenshotEnvironment();

/**
 * Skips the test where no baseline was drawn for this environment, saying so, unless baselines are
 * being written on purpose (`--update-snapshots`); in the home a missing baseline is a failure.
 */
function needsBaseline(name: string) {
  const info = test.info();
  if (info.config.updateSnapshots !== "none" || existsSync(info.snapshotPath(name, { kind: "screenshot" })))
    return;
  if (environment === VISUAL_HOME)
    throw new Error(
      `No baseline ${name} for ${PLAYWRIGHT_IMAGE}: run the Visual baselines workflow (docs/ci.md).`,
    );
  test.skip(
    true,
    `No baselines for ${environment}: they are drawn in ${PLAYWRIGHT_IMAGE} (CI's visual job) and for the development machines' Chromium`,
  );
}

test.describe("how the pages look", () => {
  // Animations finish at once and the players stay on their still pictures.
  test.use({ reducedMotion: "reduce" });

  for (const [name, path] of Object.entries(PAGES))
    for (const width of WIDTHS)
      test(`${name} at ${width} px, dark and light`, async ({ page }) => {
        needsBaseline(`${name}-${width}-dark.png`);
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        if (path === "/" && width < MOBILE_BREAKPOINT_PX) await dismissWelcome(page);
        await loadAllImages(page);
        const shot = {
          fullPage: true,
          animations: "disabled",
          style: SETTLED,
          timeout: CAPTURE_TIMEOUT_MS,
          ...TOLERANCE,
        } as const;
        await expect(page).toHaveScreenshot(`${name}-${width}-dark.png`, shot);
        await page.getByRole("button", { name: theme.toLight }).first().click();
        await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        // No hover or focus styles on the toggle in the picture.
        await page.mouse.move(0, 899);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expect(page).toHaveScreenshot(`${name}-${width}-light.png`, shot);
      });
});
