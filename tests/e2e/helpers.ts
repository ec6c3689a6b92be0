import type { Page, TestInfo } from "@playwright/test";
import { expect, waitForQuietNetwork } from "./fixtures.ts";
import type { CompiledContent, CompiledManifest } from "#app/core/content/index.ts";
import { localeOf, type SiteDomain } from "#app/core/locale/index.ts";
import { contentFileOf, GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import { isPhrase, spellerFor, toUkText } from "#app/core/locale/index.ts";
import type { DateOrder } from "#app/core/text/index.ts";

/** The compiled content the build used: tests derive every expectation from it, never from a copy. */
export const content = readGeneratedJson<CompiledContent>(contentFileOf("us"));
/** Every page of the build (the route manifest). */
export const manifest = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest).manifest;
/** The compiled content of one domain's build: its market's prices, currency and legal details. */
export function contentFor(domain: SiteDomain): CompiledContent {
  return domain === "us" ? content : readGeneratedJson<CompiledContent>(contentFileOf(domain));
}
const spelling = readGeneratedJson<Record<string, string>>(GENERATED_FILES.spelling);

export function domainOf(testInfo: TestInfo): { domain: SiteDomain; siteUrl: string } {
  return testInfo.project.metadata as { domain: SiteDomain; siteUrl: string };
}

/** How the domain's market writes a date (markets.yaml), whichever spelling the visitor reads. */
export function dateOrderOf(domain: SiteDomain): DateOrder {
  return content.data.markets[domain].dates;
}

/** Copy as the build's default locale shows it before any visitor choice (.com: UK, .us: US). */
export function spelledFor(domain: SiteDomain, text: string): string {
  return spellerFor(localeOf(domain), spelling)(text);
}

/** Collects console errors and uncaught exceptions (hydration mismatches arrive as console errors). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script.
 * Returns a reader of what was recorded so far ("directive: blocked URI" per violation).
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI || "inline"}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/**
 * Resolves once React has hydrated (the page body, which hydrates after the shell, has stamped
 * `<html>`) and what the page starts when the browser is next idle has been fetched.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The page's first idle moment, when it starts what it defers; at most a second of real time,
  // as a test's fake clock (page.clock) holds idle callbacks until the test moves it on.
  await Promise.race([
    page
      .evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))))
      .catch(() => undefined), // a page that navigated on

    new Promise((resolve) => setTimeout(resolve, 1000)),
  ]);
  await waitForQuietNetwork(page);
}

/** Copy in UK spelling, whatever the domain. */
export function toUk(text: string): string {
  return toUkText(text, spelling);
}

/** Copy respelled word by word, as if no name or verb were kept (the map without its phrases). */
export function toUkWords(text: string): string {
  return toUkText(text, Object.fromEntries(Object.entries(spelling).filter(([us]) => !isPhrase(us))));
}

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Every JSON-LD object the page carries, in document order: a block may hold one object or an
 * array of them, and both come out as objects of one flat list.
 */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "null") as unknown));
  return blocks.flat() as Record<string, unknown>[];
}

/** Opens the site search on `path` with Ctrl+K, as a visitor would: its dialog and its field. */
export async function openSearch(page: Page, spell: (text: string) => string, path = "/about") {
  const labels = content.data.ui.search;
  await gotoHydrated(page, path);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: spell(labels.dialogLabel) });
  await expect(dialog).toBeVisible();
  return { dialog, input: dialog.getByRole("combobox", { name: spell(labels.inputLabel) }) };
}

/** Stores values in localStorage before any page script runs (as a returning visitor has them). */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/**
 * Fake timers that move only when the test says (page.clock.runFor), so timings such as the
 * 1.5 s welcome toast or the 250 ms resize block are asserted exactly, without sleeps.
 */
export async function installPausedClock(page: Page): Promise<void> {
  const start = new Date("2026-01-05T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Navigates inside the app, as a <Link> click would: React Router's client navigation, no page load. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
}

/** Layout shift no visitor notices: a tenth of the 0.1 that Core Web Vitals still calls good. */
export const MAX_UNSEEN_SHIFT = 0.01;

/** Layout shift the page has had so far (buffered, so shifts before the observer count). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}
