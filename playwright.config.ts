import { defineConfig } from "@playwright/test";
import type { CompiledManifest } from "#app/core/content/index.ts";
import { GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import { browserLaunchOptions, screenshotEnvironment } from "#scripts/setup/browser.ts";
import { PORTS } from "#tests/e2e/ports.ts";
import { SITES_READY } from "#scripts/serve/pages-dev.ts";
import {
  TEST_ANALYTICS_ID,
  VARIANT_BUILD_COMMAND,
  VARIANT_BUILT_ENV,
  VARIANT_DIR,
  VARIANT_ENV,
} from "#scripts/check/variant-build.ts";

/**
 * E2E runs against the built sites served by Cloudflare's own runtime (`wrangler pages dev`, through
 * scripts/serve), one project per domain.
 * Browser: CHROMIUM_PATH, else Playwright's own Chromium, else Debian's headless shell or Chromium
 * (scripts/setup/find-browser.mjs).
 */
const { siteUrl } = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);

/**
 * Loopback ports of the two served builds, and of the variant build (scripts/check/variant-build.ts),
 * from tests/e2e/ports.ts.
 */
const ANALYTICS_PORT = PORTS.analytics;
const PRODUCTION_HOSTS = (["com", "us"] as const)
  .map((domain) => `MAP ${new URL(siteUrl[domain]).host}:80 127.0.0.1:${PORTS[domain]}`)
  .join(", ");
const ANALYTICS_SPEC = /(analytics-consent|forms-without-endpoint)\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers on two cores: while one test waits (on the network, a timer, the next frame),
  // another's page keeps the cores busy. The whole suite, run alone one after the other in the
  // same hour: 499 s with three, 548 s with two.
  workers: 3,
  // No retries: a test that passes only sometimes fails the run, where it gets fixed.
  retries: 0,
  reporter: !process.env.CI
    ? "list"
    : process.argv.some((arg) => arg.startsWith("--shard"))
      ? [["list"], ["blob"]]
      : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  // Waits for what a visitor would see, sized for that busy machine rather than an idle one.
  expect: { timeout: 10_000 },
  // Baselines are kept per environment that draws them (scripts/setup/browser.ts): Playwright's
  // Docker image, the visual tests' home on GitHub, and the development machines' Chromium build.
  // None is ever written unasked: a missing one is never made up by the run that misses it
  // (visual.spec.ts skips, or fails in the home); `--update-snapshots` writes them on purpose.
  snapshotPathTemplate: `{testDir}/{testFileName}-snapshots/{arg}-${screenshotEnvironment()}{ext}`,
  updateSnapshots: "none",
  use: {
    // One renderer process for all of a site's pages: a test's new page then starts in a warm
    // process instead of a new one, about a quarter of a page load's CPU on two cores. Isolating
    // sites from each other guards a browser against hostile sites; these tests visit one.
    // The compositor's GPU work (software, as headless has no GPU) runs as a thread of the browser
    // process rather than a process of its own: on two cores that saved a tenth of the every-page
    // suite's CPU time, the hand-offs between processes that no longer happen. A test's page lives
    // for seconds, too short to repay V8's optimising compilers, so code stops at its baseline tier
    // (Sparkplug) and the garbage collector works on the page's own thread rather than beside it:
    // the same JavaScript, run the same way, for 13 % less of the pages' CPU time in the every-page
    // suite than when code went on to Maglev (133 → 114 s), 8 % less in the whole run.
    // The production host names lead to the two local builds, for the locale rule's test of the
    // real domains (locale-host-rule.spec.ts); nothing else asks for them.
    launchOptions: browserLaunchOptions([
      "--process-per-site",
      "--disable-features=site-per-process",
      "--in-process-gpu",
      "--js-flags=--max-opt=1 --single-threaded-gc",
      `--host-resolver-rules=${PRODUCTION_HOSTS}`,
    ]),
  },
  // The two builds differ only in their domain's URLs and English. A test whose outcome depends on
  // that is tagged @each-domain and runs on both; one about the longer UK labels is tagged @com;
  // every other behaviour is proven once, on .us.
  projects: [
    ...(["com", "us"] as const).map((domain) => ({
      name: domain,
      testIgnore: ANALYTICS_SPEC,
      ...(domain === "com" ? { grep: /@each-domain|@com\b/ } : { grepInvert: /@com\b/ }),
      use: { baseURL: `http://127.0.0.1:${PORTS[domain]}` },
      metadata: { domain, siteUrl: siteUrl[domain] },
    })),
    {
      name: "analytics",
      testMatch: ANALYTICS_SPEC,
      use: { baseURL: `http://127.0.0.1:${ANALYTICS_PORT}` },
      metadata: {
        domain: "us",
        siteUrl: siteUrl.us,
        analyticsId: TEST_ANALYTICS_ID,
      },
    },
  ],
  // One process serves all three builds, started at once: Playwright starts the servers of a list
  // one after another, which kept the first test waiting 19.9 s instead of 12.3.
  webServer: {
    command: [
      ...(process.env[VARIANT_BUILT_ENV] ? [] : [VARIANT_BUILD_COMMAND]),
      [
        "npx tsx scripts/serve/cli.ts",
        `build/com:${PORTS.com}`,
        `build/us:${PORTS.us}`,
        `${VARIANT_DIR}:${ANALYTICS_PORT}`,
        ...(process.env.CI ? [] : ["--reuse"]),
      ].join(" "),
    ].join(" && "),
    wait: { stdout: new RegExp(SITES_READY) },
    stdout: "ignore",
    // The variant build's settings; the servers read none of them.
    env: VARIANT_ENV,
    // `npm test` starts the servers while other steps are still running, on two cores; run alone,
    // this also makes the variant build.
    timeout: 180_000,
  },
});
