import { defineConfig } from "@playwright/test";
import { readGeneratedManifest } from "./scripts/content/generated.ts";
import { browserLaunchOptions } from "./tests/e2e/browser.ts";

/**
 * E2E runs against the built sites served like production (scripts/serve), one project per domain.
 * Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download.
 */
const { siteUrl } = readGeneratedManifest();

/** Loopback ports of the two served builds. */
const PORTS = { com: 4173, us: 4174 } as const;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    launchOptions: browserLaunchOptions(),
  },
  projects: (["com", "us"] as const).map((domain) => ({
    name: domain,
    use: { baseURL: `http://127.0.0.1:${PORTS[domain]}` },
    metadata: { domain, siteUrl: siteUrl[domain] },
  })),
  webServer: (["com", "us"] as const).map((domain) => ({
    command: `npx tsx scripts/serve/cli.ts build/${domain} ${PORTS[domain]}`,
    url: `http://127.0.0.1:${PORTS[domain]}/`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore" as const,
  })),
});
