import { describe, expect, it, vi } from "vitest";
import { browserLaunchOptions } from "#scripts/setup/browser.ts";
import {
  browserSetupPlan,
  findBrowser,
  installBrowser,
  NO_BROWSER_HELP,
  SYSTEM_CHROMIUM,
  SYSTEM_HEADLESS_SHELL,
  type InstallCommand,
} from "#scripts/setup/find-browser.mjs";

const PLAYWRIGHT = "/home/ci/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";

/** A machine with these files, these commands on its PATH, run as root or not. */
function machine({
  files = [] as string[],
  commands = [] as string[],
  env = {} as Record<string, string>,
  isRoot = false,
} = {}) {
  return {
    env,
    exists: (path: string) => files.includes(path),
    playwrightPath: PLAYWRIGHT,
    onPath: (command: string) => commands.includes(command),
    isRoot,
  };
}
const DEBIAN = { files: ["/etc/debian_version"], commands: ["apt-get"] };

describe("which browser the tests use", () => {
  it("takes CHROMIUM_PATH first, over Playwright's own and Debian's", () => {
    const m = machine({
      files: ["/opt/chrome", PLAYWRIGHT, SYSTEM_CHROMIUM],
      env: { CHROMIUM_PATH: "/opt/chrome" },
    });
    expect(browserSetupPlan(m)).toEqual({ action: "use", path: "/opt/chrome", source: "CHROMIUM_PATH" });
  });

  it("stops on a CHROMIUM_PATH that names no file, even with other browsers there", () => {
    const m = machine({ files: [SYSTEM_CHROMIUM], env: { CHROMIUM_PATH: "/opt/nothing" } });
    expect(browserSetupPlan(m)).toEqual({
      action: "fail",
      message: "CHROMIUM_PATH is /opt/nothing, and there is no file there.",
    });
  });

  it("takes Playwright's own Chromium over Debian's", () => {
    const m = machine({ files: [PLAYWRIGHT, SYSTEM_CHROMIUM] });
    expect(browserSetupPlan(m)).toEqual({ action: "use", path: PLAYWRIGHT, source: "playwright" });
  });

  it("takes Debian's /usr/bin/chromium when it is the only one", () => {
    expect(findBrowser(machine({ files: [SYSTEM_CHROMIUM] }))).toEqual({
      path: SYSTEM_CHROMIUM,
      source: "system",
    });
  });

  it("takes Debian's headless shell over its full Chromium, as Playwright does with its own", () => {
    expect(findBrowser(machine({ files: [SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL] }))).toEqual({
      path: SYSTEM_HEADLESS_SHELL,
      source: "system",
    });
  });

  it("skips Playwright's browser when Playwright itself is not installed", () => {
    const m = { ...machine({ files: [SYSTEM_CHROMIUM] }), playwrightPath: undefined };
    expect(findBrowser(m)).toEqual({ path: SYSTEM_CHROMIUM, source: "system" });
  });

  it("looks only where TRACKER_BROWSER_CANDIDATES says, when it is set", () => {
    const files = [PLAYWRIGHT, SYSTEM_CHROMIUM, "/opt/b"];
    expect(findBrowser(machine({ files, env: { TRACKER_BROWSER_CANDIDATES: "" } }))).toBeUndefined();
    expect(findBrowser(machine({ files, env: { TRACKER_BROWSER_CANDIDATES: "/opt/a:/opt/b" } }))).toEqual({
      path: "/opt/b",
      source: "TRACKER_BROWSER_CANDIDATES",
    });
  });
});

describe("how a missing browser is installed", () => {
  it("on Debian as root: Playwright's download first, then apt-get", () => {
    expect(browserSetupPlan(machine({ ...DEBIAN, isRoot: true }))).toEqual({
      action: "install",
      steps: [{ kind: "playwright" }, { kind: "apt", sudo: false }],
    });
  });

  it("on Debian as another user: apt-get through sudo, when sudo is there", () => {
    expect(browserSetupPlan(machine({ ...DEBIAN, commands: ["apt-get", "sudo"] }))).toEqual({
      action: "install",
      steps: [{ kind: "playwright" }, { kind: "apt", sudo: true }],
    });
    expect(browserSetupPlan(machine(DEBIAN))).toEqual({ action: "install", steps: [{ kind: "playwright" }] });
  });

  it("elsewhere, or without apt-get: Playwright's download only", () => {
    const onlyPlaywright = { action: "install", steps: [{ kind: "playwright" }] };
    expect(browserSetupPlan(machine({ commands: ["apt-get"], isRoot: true }))).toEqual(onlyPlaywright);
    expect(browserSetupPlan(machine({ files: ["/etc/debian_version"], isRoot: true }))).toEqual(
      onlyPlaywright,
    );
  });

  /**
   * Runs install steps on a fake machine: `results` answers each command in turn (undefined: it
   * worked), and a download or apt-get install that works leaves its browser behind.
   */
  async function install(steps: Parameters<typeof installBrowser>[0], results: (string | undefined)[]) {
    const files: string[] = [];
    const ran: InstallCommand[] = [];
    const log: string[] = [];
    const path = await installBrowser(steps, {
      run: async (command) => {
        ran.push(command);
        const result = results.shift();
        const line = command.command.join(" ");
        if (result === undefined && line.includes("playwright install")) files.push(PLAYWRIGHT);
        if (result === undefined && line.includes("apt-get install"))
          files.push(
            SYSTEM_CHROMIUM,
            ...(line.includes("chromium-headless-shell") ? [SYSTEM_HEADLESS_SHELL] : []),
          );
        return result;
      },
      exists: (p) => files.includes(p),
      log: (line) => log.push(line),
      playwrightPath: PLAYWRIGHT,
    });
    return { path, commands: ran.map((c) => c.command.join(" ")), ran, log };
  }

  it("stops at Playwright's download when it works, with a time limit on it", async () => {
    const { path, commands, ran, log } = await install(
      [{ kind: "playwright" }, { kind: "apt", sudo: false }],
      [undefined],
    );
    expect(path).toBe(PLAYWRIGHT);
    expect(commands).toEqual(["npx playwright install chromium"]);
    expect(ran[0]!.timeoutMs).toBe(180_000);
    expect(log[0]).toMatch(/^Installing Playwright's Chromium…/);
    expect(log.at(-1)).toBe(`Installed Chromium at ${PLAYWRIGHT}.`);
  });

  it("falls back to apt-get update, then a non-interactive install, when the download fails", async () => {
    const { path, commands, log } = await install(
      [{ kind: "playwright" }, { kind: "apt", sudo: true }],
      ["timed out after 3 minutes", undefined, undefined],
    );
    expect(path).toBe(SYSTEM_HEADLESS_SHELL);
    expect(commands).toEqual([
      "npx playwright install chromium",
      "sudo apt-get update",
      "sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium chromium-headless-shell",
    ]);
    expect(log).toContain("That did not work (timed out after 3 minutes).");
    expect(log.at(-1)).toBe(`Installed Chromium at ${SYSTEM_HEADLESS_SHELL}.`);
  });

  it("gives up when every step fails, and says how to get a browser", async () => {
    const { path, commands } = await install(
      [{ kind: "playwright" }, { kind: "apt", sudo: false }],
      ["exited with 1", "apt-get update exited with 100"],
    );
    expect(path).toBeUndefined();
    expect(commands).toEqual(["npx playwright install chromium", "apt-get update"]);
    expect(NO_BROWSER_HELP).toMatch(
      /apt-get install chromium.*npx playwright install chromium.*CHROMIUM_PATH/,
    );
  });
});

describe("Playwright's launch options", () => {
  it("launch CHROMIUM_PATH's browser, with the switches that keep it off the network", () => {
    vi.stubEnv("CHROMIUM_PATH", process.execPath);
    try {
      const options = browserLaunchOptions(["--lang=en-GB"]);
      expect(options.executablePath).toBe(process.execPath);
      expect(options.args).toEqual(
        expect.arrayContaining([
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
          "--lang=en-GB",
        ]),
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
