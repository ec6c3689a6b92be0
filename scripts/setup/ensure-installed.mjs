// Runs before `npm start` and `npm test` (their "pre" scripts): installs the dependencies when
// node_modules is missing or older than the lock file, and names any system tool the tests need
// that is missing, before minutes of building. Plain JavaScript: it runs before anything is installed.
// A failure sets the exit code rather than exiting, so what was printed reaches a pipe whole.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const marker = "node_modules/.package-lock.json";
const installed = existsSync(marker) && statSync(marker).mtimeMs >= statSync("package-lock.json").mtimeMs;
if (!installed) {
  console.log(
    "Installing dependencies first (npm ci): node_modules is missing or older than package-lock.json.",
  );
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}

if (!process.exitCode && process.env.npm_lifecycle_event === "pretest") {
  const missing = [];
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const playwrightBrowsers = join(homedir(), ".cache", "ms-playwright");
  const ownBrowser =
    existsSync(playwrightBrowsers) && readdirSync(playwrightBrowsers).some((d) => d.startsWith("chromium"));
  if (!existsSync(chromium) && !ownBrowser)
    missing.push(`Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
  if (spawnSync("xmllint", ["--version"]).error) missing.push("xmllint (apt-get install libxml2-utils)");
  if (missing.length) {
    console.error(`npm test needs: ${missing.join("; ")}. .ci/run installs both on a clean machine.`);
    process.exitCode = 1;
  }
}
