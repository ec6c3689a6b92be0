import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
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

/** The installed Playwright's version ("1.65.1"): its Docker image carries the same number. */
const PLAYWRIGHT_VERSION = (
  createRequire(import.meta.url)("@playwright/test/package.json") as { version: string }
).version;

/**
 * The visual tests' one home: Playwright's official Docker image of the installed version, which CI
 * runs them in and the Visual baselines workflow draws their baselines in (docs/ci.md). Bumping
 * Playwright moves the home too, and the workflows' `image:` must follow (a unit test checks).
 */
export const PLAYWRIGHT_IMAGE = `mcr.microsoft.com/playwright:v${PLAYWRIGHT_VERSION}-noble`;

/** What Playwright's images say about themselves (written by `playwright-core mark-docker-image`). */
const DOCKER_INFO = "/ms-playwright/.docker-info";

/** The image this runs in, from its own record (`mcr.microsoft.com/playwright:v1.65.1-noble`), or undefined. */
function dockerImage(): string | undefined {
  if (!existsSync(DOCKER_INFO)) return undefined;
  try {
    return (JSON.parse(readFileSync(DOCKER_INFO, "utf8")) as { dockerImageName?: string }).dockerImageName;
  } catch {
    return undefined;
  }
}

/** An image's name as a file name's part: `playwright-v1.65.1-noble`. */
const imageKey = (image: string) => image.replace(/^mcr\.microsoft\.com\//, "").replace(/[^\w.-]+/g, "-");

/** The home's name in the baselines' file names. */
export const VISUAL_HOME = imageKey(PLAYWRIGHT_IMAGE);

/**
 * Where screenshots are drawn, as the visual tests' baselines are named: text is drawn with the
 * machine's fonts and each browser build draws a little differently, so a baseline means something
 * only where it was drawn. In Playwright's image, the image (VISUAL_HOME when it is the pinned
 * one); elsewhere the browser's major version: "chromium-156" for a system Chromium (the
 * development machines' Debian build), "playwright-chromium-156" for Playwright's own outside its
 * image.
 */
export function screenshotEnvironment(): string {
  const image = dockerImage();
  if (image) return imageKey(image);
  // No path of our choosing: Playwright's own Chromium.
  const path = executablePath();
  const version =
    spawnSync(path ?? chromium.executablePath(), ["--version"], { encoding: "utf8" }).stdout ?? "";
  const major = /(\d+)\.\d+\.\d+/.exec(version)?.[1] ?? "unknown";
  return `${path === undefined ? "playwright-" : ""}chromium-${major}`;
}
