// Which Chromium the browser tests use, and how `npm test` installs one when there is none: the one
// place both scripts/setup/browser.ts (Playwright's launch options) and ensure-installed.mjs (the
// `pretest` step) decide it. Plain JavaScript with no imports, so it runs before anything is
// installed; every check of the machine is passed in, so unit tests can play any machine.
// Types: find-browser.d.mts.

/** Debian's Chromium (`apt-get install chromium`). */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the build that
 * Playwright itself runs headless tests in when it downloads its own. The full browser runs the
 * same pages with a display compositor and browser UI nobody sees: a fifth more CPU time over the
 * browser tests on two cores (docs/performance.md). Preferred to SYSTEM_CHROMIUM when both are there.
 */
export const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** What the apt-get step installs: Debian's Chromium, and its headless shell that the tests run. */
const APT_PACKAGES = ["chromium", "chromium-headless-shell"];
/** Where those packages put their browsers, the one the tests prefer first. */
const APT_TARGETS = [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM];

/** The command that downloads Playwright's own Chromium, and how long it may take. */
export const PLAYWRIGHT_INSTALL = ["npx", "playwright", "install", "chromium"];
export const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 3 * 60_000;

/** What to do when no way of installing a browser worked. */
export const NO_BROWSER_HELP =
  "No Chromium for the browser tests. Install one (Debian: `apt-get install chromium chromium-headless-shell`; " +
  "elsewhere, where its download host is reachable: `npx playwright install chromium`), or set " +
  "CHROMIUM_PATH to a Chromium or Chrome executable, then run `npm test` again.";

/**
 * The browsers looked for when CHROMIUM_PATH is not set, in order: Playwright's own Chromium, then
 * Debian's headless shell, then Debian's Chromium. TRACKER_BROWSER_CANDIDATES replaces the list
 * (colon-separated paths; empty for none), so the install path can be exercised on a machine that
 * has a browser.
 */
export function browserCandidates(env, playwrightPath) {
  const override = env.TRACKER_BROWSER_CANDIDATES;
  if (override !== undefined)
    return override
      .split(":")
      .filter(Boolean)
      .map((path) => ({ path, source: "TRACKER_BROWSER_CANDIDATES" }));
  return [
    ...(playwrightPath ? [{ path: playwrightPath, source: "playwright" }] : []),
    ...APT_TARGETS.map((path) => ({ path, source: "system" })),
  ];
}

/**
 * The browser to use: CHROMIUM_PATH when set (an error when it names no file), else the first of
 * browserCandidates() that exists, else undefined.
 */
export function findBrowser({ env, exists, playwrightPath }) {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" }
      : { error: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, and there is no file there.` };
  }
  return browserCandidates(env, playwrightPath).find((candidate) => exists(candidate.path));
}

/**
 * What `npm test` does about the browser before it starts: use the one findBrowser() finds, stop on
 * a CHROMIUM_PATH that names no file, or try to install one: Playwright's own first (wherever its
 * download host is reachable), then, on Debian or Ubuntu with apt-get, Debian's package, as root or
 * through sudo.
 */
export function browserSetupPlan({ env, exists, playwrightPath, onPath, isRoot }) {
  const found = findBrowser({ env, exists, playwrightPath });
  if (found && "error" in found) return { action: "fail", message: found.error };
  if (found) return { action: "use", path: found.path, source: found.source };
  const steps = [{ kind: "playwright" }];
  if (exists("/etc/debian_version") && onPath("apt-get")) {
    if (isRoot) steps.push({ kind: "apt", sudo: false });
    else if (onPath("sudo")) steps.push({ kind: "apt", sudo: true });
  }
  return { action: "install", steps };
}

/** The commands of one install step, each with the line that says what it does. */
export function installCommands(step) {
  if (step.kind === "playwright")
    return [
      {
        say: `Installing Playwright's Chromium… (${PLAYWRIGHT_INSTALL.join(" ")}, for at most ${PLAYWRIGHT_INSTALL_TIMEOUT_MS / 60_000} minutes)`,
        command: PLAYWRIGHT_INSTALL,
        timeoutMs: PLAYWRIGHT_INSTALL_TIMEOUT_MS,
      },
    ];
  const sudo = step.sudo ? ["sudo"] : [];
  return [
    {
      say: `Installing Debian's chromium package: ${[...sudo, "apt-get", "update"].join(" ")}…`,
      command: [...sudo, "apt-get", "update"],
    },
    {
      say: `Installing Debian's chromium package: apt-get install -y --no-install-recommends ${APT_PACKAGES.join(" ")}…`,
      command: [
        ...sudo,
        "env",
        "DEBIAN_FRONTEND=noninteractive",
        "apt-get",
        "install",
        "-y",
        "--no-install-recommends",
        ...APT_PACKAGES,
      ],
    },
  ];
}

/**
 * Runs the plan's install steps in order until one leaves a browser where it puts it (Playwright's
 * path, or Debian's headless shell or Chromium), saying what it does in one line each. `run` runs
 * one command (for at most its timeoutMs, if it has one) and resolves to undefined when it
 * succeeded, or to a short reason why not. Resolves to the installed browser's path, or undefined
 * when every step failed.
 */
export async function installBrowser(steps, { run, exists, log, playwrightPath }) {
  for (const step of steps) {
    let failure;
    for (const command of installCommands(step)) {
      log(command.say);
      failure = await run(command);
      if (failure) break;
    }
    const targets = step.kind === "playwright" ? [playwrightPath].filter(Boolean) : APT_TARGETS;
    const installed = targets.find((path) => exists(path));
    if (!failure && installed) {
      log(`Installed Chromium at ${installed}.`);
      return installed;
    }
    const where = targets.join(" or ") || "Playwright's path";
    log(`That did not work (${failure ?? `no browser at ${where} afterwards`}).`);
  }
  return undefined;
}
