import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { measuredPages } from "#scripts/perf/lighthouse/templates.ts";
import { langTag, localeOf } from "#app/core/locale/index.ts";
import { domainOf, layoutShift, manifest, MAX_UNSEEN_SHIFT, waitForHydration } from "./helpers.ts";
import { axeViolations } from "./axe.ts";
import { AFTER_FIRST_PAINT } from "#app/core/site/index.ts";

/**
 * The guard behind the Lighthouse figures (README, "Quality"): hydrating a page must adopt the
 * prerendered DOM, not redo it. On a first visit, where the prerender already shows the visitor's
 * locale and theme, each template's page is loaded while two things are recorded:
 * - every change to `<html>`'s attributes: a changed `lang` or `class` makes the browser restyle
 *   the whole page, the largest single cost this guard was written against;
 * - React's commits, through the hook React reports to developer tools: how many components each
 *   commit mounted and how many it rendered again. A second render of the page renders most of them
 *   again. Hydration itself comes in two commits, the shell's and then the page body's
 *   (components/layout/page-body.tsx), so neither commit nor its effects is one long task;
 * - every Intl formatter the page creates: the first one of a kind loads and sets up its locale
 *   data, milliseconds on a phone, and /pricing once spent ~17 ms (~70 ms at 4× throttling) making
 *   a new NumberFormat for each price it wrote while hydrating.
 */

/**
 * One commit: the components it mounted (first renders, which is what hydrating is) and those it
 * rendered again; and whether the page was still hydrating, that is, whether the commit came before
 * the page body's, which stamps `data-hydrated` once it has committed.
 */
type Commit = { mounted: number; rerendered: number; hydrating: boolean };

/** Stands in for React's developer tools: counts the components each commit rendered. */
function recordCommits() {
  type Fiber = {
    child: Fiber | null;
    sibling: Fiber | null;
    tag: number;
    alternate: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  };
  const commits: Commit[] = [];
  let previous = new Set<Fiber>();
  (window as unknown as { __trackerCommits: Commit[] }).__trackerCommits = commits;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map<number, unknown>(),
    inject(this: { renderers: Map<number, unknown> }, renderer: unknown) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    // A component that rendered in this commit is a fiber object the previous commit's tree did not
    // hold (React swaps in the alternate it rendered into) whose props or state differ from that
    // alternate's; a component React only passed through on its way to an update keeps both.
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const seen = new Set<Fiber>();
      let mounted = 0;
      let rerendered = 0;
      const stack: (Fiber | null)[] = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        if (!fiber) continue;
        seen.add(fiber);
        const component = fiber.tag === 0 || fiber.tag === 1; // function and class components
        const { alternate } = fiber;
        if (component && !previous.has(fiber)) {
          if (!alternate) mounted++;
          else if (
            alternate.memoizedProps !== fiber.memoizedProps ||
            alternate.memoizedState !== fiber.memoizedState
          )
            rerendered++;
        }
        stack.push(fiber.sibling, fiber.child);
      }
      previous = seen;
      const hydrating = !document.documentElement.hasAttribute("data-hydrated");
      commits.push({ mounted, rerendered, hydrating });
    },
  };
}

/** Every change to `<html>`'s attributes, from before the first script runs. */
function recordRootAttributeChanges() {
  const changes: string[] = [];
  (window as unknown as { __trackerRootChanges: string[] }).__trackerRootChanges = changes;
  new MutationObserver((records) => {
    for (const record of records)
      changes.push(
        `${record.attributeName}: ${JSON.stringify(record.oldValue)} → ${JSON.stringify(document.documentElement.getAttribute(record.attributeName!))}`,
      );
  }).observe(document.documentElement, { attributes: true, attributeOldValue: true });
}

/**
 * Every history entry the page writes over while it loads. A first visit needs one (the scroll
 * restoration key and React Router's index, written by the restore script before the first paint);
 * each is a same-document navigation the browser records, a few milliseconds on a phone.
 */
function recordHistoryReplacements() {
  const replaced: string[] = [];
  (window as unknown as { __trackerReplaced: string[] }).__trackerReplaced = replaced;
  const replaceState = History.prototype.replaceState;
  History.prototype.replaceState = function (this: History, ...args: Parameters<History["replaceState"]>) {
    replaced.push(JSON.stringify(args[0]));
    return replaceState.apply(this, args);
  };
}

/** The name of every Intl formatter made, with or without `new`, from before the first script runs. */
function recordIntlFormatters() {
  const made: string[] = [];
  (window as unknown as { __trackerIntl: string[] }).__trackerIntl = made;
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = intl[name];
    if (typeof original !== "function" || !/^[A-Z]/.test(name)) continue;
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        made.push(name);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        made.push(name);
        return Reflect.apply(target, self, args);
      },
    });
  }
}

const measured = measuredPages(manifest);
const pages = measured.filter((p) => p.label !== "404");
const NOT_FOUND = measured.find((p) => p.label === "404")!;

test.describe("a first visit in the build's own English", () => {
  // A visitor whose locale is the build's own (the loopback host is neither domain, so the
  // browser's language decides): the prerendered page is already what they should see. Their
  // storage starts empty, as the shared context clears it after each test (fixtures.ts).
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  test.use({ locale: async ({}, use, testInfo) => use(langTag(localeOf(domainOf(testInfo).domain))) });

  for (const { label, path } of pages) {
    test(`${label} (${path}) fetches no script or data before its first paint; hydrating it renders once in two commits, writes one history entry, leaves <html> alone and makes no Intl formatter`, async ({
      page,
    }) => {
      const priorities = await recordRequestPriorities(page);
      await page.addInitScript(recordCommits);
      await page.addInitScript(recordRootAttributeChanges);
      await page.addInitScript(recordIntlFormatters);
      await page.addInitScript(recordHistoryReplacements);
      await page.goto(path);
      await waitForHydration(page);
      await expectNothingFetchedBeforeFirstPaint(page, path, priorities);
      // Whatever hydration set off (effects, idle callbacks, lazy chunks) has run by now.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));

      const rootChanges = await page.evaluate(
        () => (window as unknown as { __trackerRootChanges: string[] }).__trackerRootChanges,
      );
      expect(rootChanges.filter((change) => !change.startsWith("data-hydrated:"))).toEqual([]);

      // The page body hydrates apart, but it is in the first frame like the rest: nothing moves.
      expect(await layoutShift(page), "layout shift while loading").toBeLessThan(MAX_UNSEEN_SHIFT);

      const replaced = await page.evaluate(
        () => (window as unknown as { __trackerReplaced: string[] }).__trackerReplaced,
      );
      expect(replaced, "history entries written over while loading").toHaveLength(1);

      const formatters = await page.evaluate(
        () => (window as unknown as { __trackerIntl: string[] }).__trackerIntl,
      );
      expect(formatters, "Intl formatters made while the page started").toEqual([]);

      const commits = await page.evaluate(
        () => (window as unknown as { __trackerCommits: Commit[] }).__trackerCommits,
      );
      expect(commits.length, "React never reported a commit: the hook is not being called").toBeGreaterThan(
        0,
      );
      const hydration = commits.filter((commit) => commit.hydrating && commit.mounted > 0);
      const pageSize = hydration.reduce((sum, commit) => sum + commit.mounted, 0);
      // The shell hydrates first and the page body in a commit of its own.
      expect(hydration.length, "commits that hydrated the page").toBeGreaterThanOrEqual(2);
      // Small updates are expected (a toast region mounting, a menu reading the viewport); rendering
      // a tenth of the page again is a second render.
      const again = commits.reduce(
        (sum, commit) => sum + commit.rerendered + (commit.hydrating ? 0 : commit.mounted),
        0,
      );
      expect(again, `components rendered again after hydrating ${pageSize}`).toBeLessThan(pageSize / 10);
    });
  }
});

/**
 * Every request the page makes from here on, by path, with the priority the browser gave it when it
 * asked for it.
 */
async function recordRequestPriorities(page: Page): Promise<Map<string, string>> {
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", ({ request: sent }) => {
    priorities.set(new URL(sent.url).pathname, sent.initialPriority);
  });
  return priorities;
}

/**
 * The build writes what hydration fetches inert and the head's script starts it once the page has
 * painted (scripts/build/hydration-start.ts): the first paint shares the connection and the CPU with
 * nothing but the page and its pictures. The stylesheet is written into the page
 * (scripts/build/inline-stylesheet.ts), so the first paint waits for no request of its own either;
 * a page whose HTML the whole of it would push over budget holds the rules its first frame uses,
 * and links the file once it has painted.
 */
async function expectNothingFetchedBeforeFirstPaint(
  page: Page,
  path: string,
  priorities: ReadonlyMap<string, string>,
): Promise<void> {
  const { firstPaint, requests, html, linksStylesheet } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime,
    requests: performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    html: document.documentElement.outerHTML,
    linksStylesheet: document.querySelector('link[rel="stylesheet"]') !== null,
  }));
  expect(firstPaint, path).toBeDefined();
  const code = requests.filter((r) => /\.(js|json|data|css)$/.test(r.path));
  expect(code.length, path).toBeGreaterThan(2);
  expect(
    code.filter((r) => r.start < firstPaint!),
    path,
  ).toEqual([]);
  // The module preloads and route imports written into the page (code loaded on demand later is
  // fetched when asked for, whatever its priority).
  const preloaded = [
    ...html.matchAll(new RegExp(`${AFTER_FIRST_PAINT}="modulepreload"[^>]* href="([^"]+)"`, "g")),
  ].map((m) => m[1]!);
  expect(preloaded.length, path).toBeGreaterThan(3);
  expect(Object.fromEntries(preloaded.map((p) => [p, priorities.get(p)])), path).toEqual(
    Object.fromEntries(preloaded.map((p) => [p, "Low"])),
  );
  // Requested (after the first paint, above) exactly where the page links it once it has painted.
  expect(
    [...priorities.keys()].some((p) => p.endsWith(".css")),
    `${path}: stylesheet requested`,
  ).toBe(linksStylesheet);
  await expect(page.locator("body"), path).toHaveCSS("display", "flex");
}

test("the 404 page fetches no script or data before its first paint, and its scripts come at low priority", async ({
  page,
}) => {
  const priorities = await recordRequestPriorities(page);
  await page.goto(NOT_FOUND.path);
  await waitForHydration(page);
  await expectNothingFetchedBeforeFirstPaint(page, NOT_FOUND.path, priorities);
});

test("the first frame shows the whole page, not the part the parser had reached", async ({ page }) => {
  // On a slow connection the document arrives in pieces and the parser stops at the end of each.
  // Left to itself, the browser paints what it has at each stop, then styles and lays out the page
  // again for the rest: several passes over the page, each a long task on a phone, where one would
  // do. The page holds its first frame until the whole page is parsed (root.tsx); a frame callback
  // registered before parsing starts runs at that first frame and counts the footer's links then.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 60_000,
    uploadThroughput: 60_000,
  });
  await page.addInitScript({
    content: `requestAnimationFrame(() => {
      const footer = document.querySelector("body > footer");
      window.__trackerFirstFrame = {
        footerLinks: footer ? footer.querySelectorAll("a").length : 0,
        headings: document.querySelectorAll("main :is(h1, h2, h3)").length,
      };
    });`,
  });
  const pages = measuredPages(manifest).filter((p) => ["home", "blog post"].includes(p.label));
  expect(pages).toHaveLength(2);
  for (const { path } of pages) {
    await page.goto(path, { waitUntil: "load" });
    // The load event does not wait for a frame: the first one may still be to come, and it is the
    // one whose content counts.
    const firstFrame = await page
      .waitForFunction(
        () =>
          (window as unknown as { __trackerFirstFrame?: { footerLinks: number; headings: number } })
            .__trackerFirstFrame,
        undefined,
        { timeout: 5_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => undefined);
    const footerLinks = await page.locator("body > footer a").count();
    expect(footerLinks, path).toBeGreaterThan(0);
    expect(firstFrame, `${path}: no frame was drawn`).toBeDefined();
    expect(firstFrame!.footerLinks, `${path}: footer links at the first frame`).toBe(footerLinks);
    // The page's own content too, in place above the footer, not added by a script afterwards.
    const headings = await page.locator("main :is(h1, h2, h3)").count();
    expect(headings, path).toBeGreaterThan(0);
    expect(firstFrame!.headings, `${path}: headings of the page at the first frame`).toBe(headings);
  }
});

test("on a phone, the parts below the first screen wait until the visitor comes near them", async ({
  page,
}) => {
  // Parts marked .render-when-near (app.css) are skipped by the first style and layout, which is
  // most of a long page's first long task on a phone. Keyboard focus must still reach them and
  // bring them in whole. Axe runs on the page as loaded, as Lighthouse does: a part it measures
  // before it renders must not spill out of its placeholder onto the links that follow.
  await page.setViewportSize({ width: 390, height: 800 });
  const pages = measuredPages(manifest).filter((p) => ["home", "sitemap"].includes(p.label));
  expect(pages).toHaveLength(2);
  for (const { path } of pages) {
    await page.goto(path);
    await waitForHydration(page);
    // The last part's own box is laid out, at its guessed height; what it holds waits.
    const lastLink = page.locator("main section").last().getByRole("link").last();
    const rendered = () => lastLink.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(), `${path}: the page's last part was rendered with the first screen`).toBe(false);
    expect(await axeViolations(page), path).toEqual([]);
    await lastLink.focus();
    await expect(lastLink).toBeInViewport();
    expect(await rendered(), `${path}: the focused link was not rendered`).toBe(true);
  }
});
