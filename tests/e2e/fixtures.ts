import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";

/**
 * Playwright's `test`, with changes that make the suite several times cheaper without changing
 * what any test sees:
 *
 * - Tests share browser contexts. The local host serves each file through its Node process, at
 *   tens of milliseconds of CPU a file, so a fresh context per test (an empty cache) spent most of
 *   the suite's time serving the same scripts again. Each worker keeps one context per set of
 *   context options; after a test its pages are closed and its cookies, storage and permissions
 *   cleared, while the HTTP cache stays, as it does for a visitor moving through the site. A test
 *   that changes the context itself (a fake clock, a route on the context, permissions) leaves a
 *   context nobody else gets: it is closed after that test. See openPooledContext for the other
 *   half of the saving.
 * - A suite of many alike visits can ask to keep one page from test to test (keepPage).
 * - A file whose subject is not motion opens its pages with reduced motion (withoutMotion).
 * - Every page's requests are counted from its first one, so a test can wait for the network to go
 *   quiet for a moment instead of Playwright's fixed half second of `networkidle`.
 */
export const test = base.extend<{ keepPage: boolean }, { contextPool: Map<string, PooledContext> }>({
  /**
   * The test gets the page the previous test of its kind (same context options) left open, instead
   * of a new one: for suites of many short, alike tests, such as a visit to every page. A new page
   * per test cost the every-page suite 6 % more CPU. The test must expect a page that has been
   * used: listeners and init scripts stay (add them once), and its history is not empty.
   */
  keepPage: [false, { option: true }],
  contextPool: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool = new Map<string, PooledContext>();
      await use(pool);
      for (const { context } of pool.values()) await context.close();
    },
    { scope: "worker" },
  ],
  context: async (
    {
      contextPool,
      browser,
      baseURL,
      viewport,
      javaScriptEnabled,
      reducedMotion,
      locale,
      timezoneId,
      colorScheme,
      keepPage,
    },
    use,
  ) => {
    const options = { baseURL, viewport, javaScriptEnabled, reducedMotion, locale, timezoneId, colorScheme };
    // Tests that keep a page have contexts of their own, where that page never sits open (its last
    // document still running) through another kind of test.
    const key = JSON.stringify({ ...options, keepPage });
    let pooled = contextPool.get(key);
    if (!pooled) {
      pooled = await openPooledContext(browser, options);
      contextPool.set(key, pooled);
    }
    const { context, keeper, changed } = pooled;
    changed.value = false;
    pooledContexts.set(context, pooled);
    await use(context);
    for (const page of context.pages()) if (page !== keeper && page !== pooled.kept) await page.close();
    if (changed.value || keeper?.isClosed()) {
      contextPool.delete(key);
      await context.close();
      return;
    }
    await context.clearCookies();
    await pooled.clearStorage();
  },
  page: async ({ context, keepPage }, use) => {
    const pooled = pooledContexts.get(context);
    let page: Page;
    if (keepPage && pooled) {
      if (!pooled.kept || pooled.kept.isClosed()) pooled.kept = await context.newPage();
      page = pooled.kept;
    } else page = await context.newPage();
    trackRequests(page);
    await use(page);
  },
});
export { expect } from "@playwright/test";

/**
 * For a file whose tests are not about motion: its pages open as for a visitor who asked for
 * reduced motion, so entrance animations and page fades end at once. Headless Chromium composites
 * every frame of an animation in software, on the CPU: the home page's entrance alone cost the
 * browser about 0.5 CPU-seconds a load. Motion is tested with it on, where it is the subject
 * (home, animation, page transitions, dialogs and menus, smooth scrolling) and in the every-page,
 * layout and hydration checks, which see the pages as most visitors do.
 */
export const withoutMotion = () => test.use({ reducedMotion: "reduce" });

/** Sets the returned flag whenever a test changes the context in a way cleaning up cannot undo. */
function watchForChanges(context: BrowserContext): { value: boolean } {
  const changed = { value: false };
  const mark = <T extends object>(target: T, methods: (keyof T)[]) => {
    for (const name of methods) {
      const original = target[name] as (...args: unknown[]) => unknown;
      (target as Record<keyof T, unknown>)[name] = (...args: unknown[]) => {
        changed.value = true;
        return original.apply(target, args);
      };
    }
  };
  mark(context.clock, ["install", "pauseAt", "setFixedTime", "setSystemTime", "fastForward", "runFor"]);
  mark(context, [
    "grantPermissions",
    "route",
    "routeFromHAR",
    "setOffline",
    "addInitScript",
    "setGeolocation",
  ]);
  return changed;
}

type PooledContext = {
  context: BrowserContext;
  /** Set when a test changed the context in a way cleaning up cannot undo. */
  changed: { value: boolean };
  keeper?: Page;
  /** The page handed from test to test when they ask for it (keepPage). */
  kept?: Page;
  clearStorage: () => Promise<void>;
};
const pooledContexts = new WeakMap<BrowserContext, PooledContext>();

/**
 * A context for the pool, with a page kept open on the site (its robots.txt) for as long as the
 * context lives. Chromium then hands each new page of the site the renderer process that page
 * keeps alive, instead of starting one per test: that start, not the page, was most of a short
 * test's CPU time (about 1.5 s a first page load against 0.6 s).
 */
async function openPooledContext(
  browser: Browser,
  options: BrowserContextOptions & { baseURL?: string },
): Promise<PooledContext> {
  const context = await browser.newContext(options);
  const changed = watchForChanges(context);
  if (!options.baseURL) return { context, changed, clearStorage: async () => undefined };
  const keeper = await context.newPage();
  await keeper.goto(new URL("/robots.txt", options.baseURL).href);
  const cdp = await context.newCDPSession(keeper);
  const origin = new URL(options.baseURL).origin;
  // Local and session storage (not the HTTP cache), for the next test.
  const clearStorage = async () => {
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "local_storage,session_storage,indexeddb,cache_storage,service_workers",
    });
  };
  return { context, changed, keeper, clearStorage };
}

type Traffic = { inFlight: number; lastChange: number };
const traffic = new WeakMap<Page, Traffic>();

/** Counts a page's requests in flight (a page made by context.newPage() can be tracked too). */
function trackRequests(page: Page): void {
  if (traffic.has(page)) return;
  const state: Traffic = { inFlight: 0, lastChange: Date.now() };
  const change = (by: number) => () => {
    state.inFlight = Math.max(0, state.inFlight + by);
    state.lastChange = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  traffic.set(page, state);
}

/** Quiet for this long: time for a finished request's handler to start the next one. */
const QUIET_MS = 150;

/**
 * Resolves once the page has had no request in flight for a moment (or, for a page nobody
 * tracked, once Playwright's `networkidle` holds).
 */
export async function waitForQuietNetwork(page: Page, timeoutMs = 15_000): Promise<void> {
  const state = traffic.get(page);
  if (!state) return page.waitForLoadState("networkidle");
  const deadline = Date.now() + timeoutMs;
  while (state.inFlight > 0 || Date.now() - state.lastChange < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`the network never went quiet (${state.inFlight} in flight)`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
