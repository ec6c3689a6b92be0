import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type LaunchOptions } from "@playwright/test";
import { findBrowser } from "./find-browser.mjs";

/** The browser's path, or undefined to let Playwright pick from its own downloads. */
function executablePath(): string | undefined {
  const found = findBrowser({
    env: process.env,
    exists: existsSync,
    playwrightPath: chromium.executablePath(),
  });
  // A CHROMIUM_PATH that names no file is passed on all the same, so that Playwright's error names it.
  if (found === undefined || "error" in found) return process.env.CHROMIUM_PATH || undefined;
  // Playwright's own is left to Playwright, which launches its headless build where it has one.
  return found.source === "playwright" ? undefined : found.path;
}

/**
 * How Playwright launches Chromium here, picked as `npm test`'s set-up step picks it
 * (find-browser.mjs): CHROMIUM_PATH, else Playwright's own Chromium, else Debian's
 * /usr/bin/chromium. `extraArgs` lets one spec add switches (such as host mapping).
 */
export function browserLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return {
    executablePath: executablePath(),
    // Without these, Chromium keeps calling home on a network that is closed here.
    args: [
      ...(isRoot ? ["--no-sandbox"] : []),
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
    ],
  };
}

/**
 * Which browser build the tests run in, such as "chromium-156": screenshots are compared only
 * against baselines drawn by the same major version, as font rendering differs between builds.
 */
export function browserBuild(): string {
  const path = executablePath() ?? chromium.executablePath();
  const version = spawnSync(path, ["--version"], { encoding: "utf8" }).stdout ?? "";
  const major = /(\d+)\.\d+\.\d+/.exec(version)?.[1];
  return major ? `chromium-${major}` : "chromium-unknown";
}
