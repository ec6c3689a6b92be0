// Types of find-browser.mjs (plain JavaScript, so it runs before anything is installed).

type Env = Record<string, string | undefined>;
/** Where a browser was found: CHROMIUM_PATH, Playwright's own, Debian's, or a test's candidate list. */
export type BrowserSource = "CHROMIUM_PATH" | "playwright" | "system" | "TRACKER_BROWSER_CANDIDATES";
export type FoundBrowser = { path: string; source: BrowserSource };
export type InstallStep = { kind: "playwright" } | { kind: "apt"; sudo: boolean };
export type BrowserSetupPlan =
  | { action: "use"; path: string; source: BrowserSource }
  | { action: "fail"; message: string }
  | { action: "install"; steps: InstallStep[] };
/** One command of an install step: the line that says what it does, and how to run it. */
export type InstallCommand = { say: string; command: string[]; timeoutMs?: number };

/** The machine as the decision sees it: each check passed in. */
export type Machine = {
  env: Env;
  exists: (path: string) => boolean;
  /** Where Playwright keeps its own Chromium (installed or not), if Playwright is installed. */
  playwrightPath: string | undefined;
};

export const SYSTEM_CHROMIUM: string;
export const SYSTEM_HEADLESS_SHELL: string;
export const PLAYWRIGHT_INSTALL: string[];
export const PLAYWRIGHT_INSTALL_TIMEOUT_MS: number;
export const NO_BROWSER_HELP: string;

export function browserCandidates(env: Env, playwrightPath: string | undefined): FoundBrowser[];
export function findBrowser(machine: Machine): FoundBrowser | { error: string } | undefined;
export function browserSetupPlan(
  machine: Machine & { onPath: (command: string) => boolean; isRoot: boolean },
): BrowserSetupPlan;
export function installCommands(step: InstallStep): InstallCommand[];
export function installBrowser(
  steps: InstallStep[],
  io: {
    run: (command: InstallCommand) => Promise<string | undefined>;
    exists: (path: string) => boolean;
    log: (line: string) => void;
    playwrightPath: string | undefined;
  },
): Promise<string | undefined>;
