// Runs before `npm start` and `npm test` (their "pre" scripts): installs the dependencies when
// node_modules is missing or older than the lock file; before `npm test`, also makes sure the
// browser tests have a Chromium, installing one when there is none (find-browser.mjs decides which
// and how), before minutes of building. Plain JavaScript: it runs before anything is installed.
// A failure sets the exit code rather than exiting, so what was printed reaches a pipe whole.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { NO_BROWSER_HELP, browserSetupPlan, installBrowser } from "#scripts/setup/find-browser.mjs";

const marker = "node_modules/.package-lock.json";
const installed = existsSync(marker) && statSync(marker).mtimeMs >= statSync("package-lock.json").mtimeMs;
if (!installed) {
  console.log(
    "Installing dependencies first (npm ci): node_modules is missing or older than package-lock.json.",
  );
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}

if (!process.exitCode && process.env.npm_lifecycle_event === "pretest") await ensureBrowser();

async function ensureBrowser() {
  // Imported only now: on a fresh clone, Playwright is there once `npm ci` above has run.
  const playwrightPath = await import("@playwright/test")
    .then(({ chromium }) => chromium.executablePath())
    .catch(() => undefined);
  const plan = browserSetupPlan({
    env: process.env,
    exists: existsSync,
    playwrightPath,
    onPath: (command) =>
      (process.env.PATH ?? "").split(delimiter).some((dir) => existsSync(join(dir, command))),
    isRoot: typeof process.getuid === "function" && process.getuid() === 0,
  });
  if (plan.action === "use") return;
  if (plan.action === "fail") {
    console.error(`npm test: ${plan.message} Set it to a Chromium executable, or unset it.`);
    process.exitCode = 1;
    return;
  }
  console.log("npm test: no Chromium for the browser tests; installing one.");
  const path = await installBrowser(plan.steps, {
    run,
    exists: existsSync,
    log: (line) => console.log(line),
    playwrightPath,
  });
  if (!path) {
    console.error(NO_BROWSER_HELP);
    process.exitCode = 1;
  }
}

/**
 * Runs one install command; resolves to undefined when it succeeded, or to why not. Its output is
 * kept, and only the end of it shown, where the error is, when it fails. A command with a timeout
 * runs in its own process group, so that on timeout (or Ctrl-C) the whole group is stopped, not
 * just npx; one without (apt-get, perhaps through sudo) stays in the foreground, where sudo can ask
 * for a password.
 */
function run({ command, timeoutMs }) {
  const [file, ...args] = command;
  return new Promise((settle) => {
    const child = spawn(file, args, {
      stdio: ["inherit", "pipe", "pipe"],
      detached: timeoutMs !== undefined,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const stopGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            stopGroup("SIGTERM");
            setTimeout(() => stopGroup("SIGKILL"), 5000).unref();
          }, timeoutMs);
    const onInterrupt = () => {
      stopGroup("SIGTERM");
      process.exit(130);
    };
    if (timeoutMs !== undefined) process.once("SIGINT", onInterrupt);
    let settled = false;
    const done = (reason) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      process.off("SIGINT", onInterrupt);
      if (reason && output.trim()) console.error(output.trim().split("\n").slice(-8).join("\n"));
      settle(reason);
    };
    child.on("error", (error) => done(`${file}: ${error.message}`));
    child.on("close", (code, signal) => {
      if (timedOut) done(`timed out after ${timeoutMs / 60_000} minutes`);
      else if (code === 0) done(undefined);
      else done(`${command.join(" ")} exited with ${code ?? signal}`);
    });
  });
}
