import { resolve } from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PLAYER_CDN_WASM_URL } from "#app/core/media/index.ts";
import { ANIMATIONS } from "#app/core/media/index.ts";
import {
  content,
  domainOf,
  gotoHydrated,
  spelledFor,
  waitForHydration,
  watchConsole,
  watchCspViolations,
} from "./helpers.ts";

/**
 * The home page's illustrated animations (the dotLottie player): lazy, self-hosted first, the CDN
 * second, and a still picture in the same box whenever the player cannot or should not play.
 */
const { home } = content.data;
const LOCAL_WASM = resolve("node_modules/@lottiefiles/dotlottie-web/dist/dotlottie-player.wasm");
/** The site's own copy: fingerprinted by the build. */
const SELF_HOSTED_WASM = /\/assets\/dotlottie-player-[\w-]+\.wasm$/;
const PLAYER_CHUNK = /\/assets\/play-animation-[\w-]+\.js$/;
/** The browser's own line for a request the test made fail: not an error of the page. */
const BLOCKED_REQUEST = /^Failed to load resource/;

const workflow = (page: Page) => page.locator('[data-animation="workflow"]');

function watchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  return warnings;
}

const pageErrors = (errors: string[]) => errors.filter((e) => !BLOCKED_REQUEST.test(e));

/** Opens the home page and brings the workflow animation on screen. */
async function openWorkflow(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await workflow(page).scrollIntoViewIfNeeded();
}

async function expectStill(page: Page) {
  const box = workflow(page);
  await expect(box.locator("img")).toBeVisible();
  await expect(box.locator("img")).toHaveCSS("opacity", "1");
  await expect(box.locator("canvas")).toHaveCSS("opacity", "0");
  await expect(box).not.toHaveAttribute("data-playing");
}

test("the workflow animation plays from the site's own player binary, with no console errors", async ({
  page,
}, testInfo) => {
  const errors = watchConsole(page);
  const requests = watchRequests(page);
  await openWorkflow(page);
  const box = workflow(page);
  await expect(box).toHaveAttribute("role", "img");
  await expect(box).toHaveAttribute(
    "aria-label",
    spelledFor(domainOf(testInfo).domain, home.workflow.animationLabel),
  );
  await expect(box).toHaveAttribute("data-playing", "true", { timeout: 15_000 });
  await expect(box.locator("canvas")).toHaveCSS("opacity", "1");
  // Something was drawn: the canvas is not blank.
  const painted = await box
    .locator("canvas")
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL().length);
  const blank = await page.evaluate(() => document.createElement("canvas").toDataURL().length);
  expect(painted).toBeGreaterThan(blank);

  const wasm = requests.filter((r) => r.url().endsWith(".wasm"));
  expect(wasm.length).toBeGreaterThan(0);
  for (const request of wasm) expect(new URL(request.url()).pathname).toMatch(SELF_HOSTED_WASM);
  expect(
    requests
      .filter((r) => r.url().includes(new URL(ANIMATIONS.workflow.src, "http://x").pathname))
      .map((r) => new URL(r.url()).origin),
  ).toEqual([new URL(page.url()).origin]);
  expect(errors).toEqual([]);
});

test("when the site's binary fails, the player takes the same version from the CDN", async ({ page }) => {
  const errors = watchConsole(page);
  const cdnRequests: string[] = [];
  await page.route(SELF_HOSTED_WASM, (route) => route.abort());
  await page.route(PLAYER_CDN_WASM_URL, (route) => {
    cdnRequests.push(route.request().url());
    return route.fulfill({
      path: LOCAL_WASM,
      contentType: "application/wasm",
      headers: { "access-control-allow-origin": "*" },
    });
  });
  await openWorkflow(page);
  await expect(workflow(page)).toHaveAttribute("data-playing", "true", { timeout: 15_000 });
  expect(cdnRequests.length).toBeGreaterThan(0);
  expect(new Set(cdnRequests)).toEqual(new Set([PLAYER_CDN_WASM_URL]));
  expect(pageErrors(errors)).toEqual([]);
});

test("when neither binary loads, the still picture stays in place with a warning and no error", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const warnings = watchWarnings(page);
  await page.route(SELF_HOSTED_WASM, (route) => route.abort());
  await page.route(PLAYER_CDN_WASM_URL, (route) => route.abort());
  await page.goto("/");
  const before = await workflow(page).boundingBox();
  await waitForHydration(page);
  await workflow(page).scrollIntoViewIfNeeded();
  await expect.poll(() => warnings.some((w) => /wasm/i.test(w)), { timeout: 15_000 }).toBe(true);
  await expectStill(page);
  const after = await workflow(page).evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    return { width, height };
  });
  expect(after).toEqual({ width: before!.width, height: before!.height });
  expect(pageErrors(errors)).toEqual([]);
});

test("a missing animation file leaves the still picture, with a warning and no error", async ({ page }) => {
  const errors = watchConsole(page);
  const warnings = watchWarnings(page);
  await page.route(`**${ANIMATIONS.workflow.src}`, (route) => route.fulfill({ status: 404, body: "" }));
  await openWorkflow(page);
  await expect
    .poll(() => warnings.some((w) => w.includes(ANIMATIONS.workflow.src)), { timeout: 15_000 })
    .toBe(true);
  await expectStill(page);
  expect(pageErrors(errors)).toEqual([]);
});

test("with reduced motion the still pictures show and the player never loads", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const requests = watchRequests(page);
  await openWorkflow(page);
  await page.waitForTimeout(1500);
  await expectStill(page);
  await expect(page.locator('[data-animation="order"] img')).toBeVisible();
  const player = requests.filter((r) => /\.wasm$|play-animation|\/animations\/.*\.json$/.test(r.url()));
  expect(player.map((r) => r.url())).toEqual([]);
});

test("nothing of the player loads before the page is idle, nor before an animation is near the screen", async ({
  page,
}) => {
  // Idle callbacks wait until the test runs them.
  await page.addInitScript(() => {
    const queue: IdleRequestCallback[] = [];
    const w = window as unknown as { __runIdle: () => void };
    window.requestIdleCallback = (callback) => queue.push(callback);
    window.cancelIdleCallback = () => {};
    w.__runIdle = () => {
      for (const callback of queue.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    };
  });
  const requests = watchRequests(page);
  const urls = () => requests.map((r) => r.url());
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(
    urls().filter(
      (u) =>
        PLAYER_CHUNK.test(u) || u.endsWith(".wasm") || (u.includes("/animations/") && u.endsWith(".json")),
    ),
  ).toEqual([]);

  await page.evaluate(() => (window as unknown as { __runIdle: () => void }).__runIdle());
  await page.waitForTimeout(1000);
  // The workflow is far down the page: its animation waits for the visitor to scroll near it.
  expect(urls().filter((u) => u.endsWith(ANIMATIONS.workflow.src))).toEqual([]);

  await workflow(page).scrollIntoViewIfNeeded();
  await expect.poll(() => urls().some((u) => u.endsWith(ANIMATIONS.workflow.src))).toBe(true);
  await expect.poll(() => urls().some((u) => PLAYER_CHUNK.test(u))).toBe(true);
});

test("the home page alone is served a policy that lets the player reach its CDN, as one policy, not two", async ({
  request,
}) => {
  const home = (await request.get("/")).headers()["content-security-policy"]!;
  expect(home.match(/default-src/g)).toHaveLength(1);
  expect(home).toContain("'wasm-unsafe-eval'");
  expect(home).toContain(new URL(PLAYER_CDN_WASM_URL).origin);
  // Other pages compile WebAssembly for search only, and never reach the player's CDN.
  const pricing = (await request.get("/pricing")).headers()["content-security-policy"]!;
  expect(pricing.match(/default-src/g)).toHaveLength(1);
  expect(pricing).not.toContain(new URL(PLAYER_CDN_WASM_URL).origin);
});

test("arriving at the home page from another page keeps the still pictures, without a CSP violation", async ({
  page,
}) => {
  const requests = watchRequests(page);
  const violations = await watchCspViolations(page);
  await gotoHydrated(page, "/pricing");
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await workflow(page).scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await expectStill(page);
  expect(requests.filter((r) => r.url().endsWith(".wasm"))).toEqual([]);
  expect(await violations()).toEqual([]);
});
