import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * How Playwright launches Chromium here: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download. `extraArgs` lets one spec add switches (such as host mapping).
 */
export function browserLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return {
    executablePath,
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
