/**
 * `npm test`: every check. Each step starts as soon as the steps it needs have passed, so the two
 * cores of the machines that run this stay busy: lint, types and unit tests beside the build, and
 * the browser tests as soon as the site is built and checked. The browser tests alone leave a
 * core partly idle (their servers starting, pages waiting on the network), which the lint, types
 * and unit tests still running fill. Each command's output is printed whole when it ends, so
 * parallel output never interleaves, and each step's start and length are summed up at the end.
 */
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { SERVER_STOPPED } from "#scripts/serve/pages-dev.ts";
import { writeRun } from "#scripts/perf/reports/reports.ts";
import { VARIANT_BUILD_COMMAND, VARIANT_BUILT_ENV, VARIANT_ENV } from "./variant-build.ts";

/** One command: an npm script, or a command of its own, and the steps that must pass before it. */
type Step = { script: string; command?: string; env?: Record<string, string>; after: readonly string[] };

/** What `npm test` runs. */
const STEPS: readonly Step[] = [
  // The compiled content that everything after it reads.
  { script: "content", after: [] },
  // Once, for both lint and tsc: React Router deletes and rewrites its types folder, which the
  // other would be reading if each made its own.
  { script: "typegen", after: ["content"] },
  { script: "lint:static", after: ["typegen"] },
  { script: "types", command: "npx tsc", after: ["typegen"] },
  { script: "test:unit", after: ["content"] },
  { script: "build", after: ["content"] },
  { script: "check", after: ["build"] },
  { script: "budget", after: ["build"] },
  // The browser tests' variant build is made here, rather than by Playwright while every test
  // waits for it; after the real build, so that two site builds do not start at once.
  { script: "variant build", command: VARIANT_BUILD_COMMAND, env: VARIANT_ENV, after: ["build"] },
  {
    script: "test:e2e",
    command: "npm run --silent test:e2e",
    env: { [VARIANT_BUILT_ENV]: "1" },
    after: ["check", "variant build"],
  },
];

type Outcome = { script: string; code: number; output: string; seconds: number };

function runScript({ script, command = `npm run --silent ${script}`, env = {} }: Step): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [file, ...args] = command.split(" ");
    const child = spawn(file!, args, { env: { ...process.env, ...env, FORCE_COLOR: "1" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ script, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/**
 * The lines in which a served build reported that it stopped unasked, each after the server output
 * just before it (Playwright prefixes that with [WebServer]), which holds the server's last words.
 */
function serverStops(outcomes: readonly Outcome[]): string[] {
  return outcomes.flatMap(({ output }) => {
    const lines = stripVTControlCharacters(output).split("\n");
    return lines.flatMap((line, i) =>
      line.includes(SERVER_STOPPED)
        ? lines.slice(Math.max(0, i - 20), i + 1).filter((before) => before.includes("[WebServer]"))
        : [],
    );
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const secondsSince = (at: number) => ((performance.now() - at) / 1000).toFixed(1);
  const passed = new Set<string>();
  const failed: Outcome[] = [];
  const summary: string[] = [];
  const running = new Set<Promise<void>>();
  const waiting = [...STEPS];
  // Starts every waiting step whose steps before it have passed; none once anything has failed.
  const startReady = () => {
    for (const step of [...waiting]) {
      if (failed.length > 0 || !step.after.every((name) => passed.has(name))) continue;
      waiting.splice(waiting.indexOf(step), 1);
      const from = secondsSince(started);
      const run = runScript(step).then((outcome) => {
        running.delete(run);
        const { script, output, code, seconds } = outcome;
        process.stdout.write(
          `\n> npm run ${script} (${seconds.toFixed(1)} s${code ? `, exit ${code}` : ""})\n`,
        );
        process.stdout.write(output);
        summary.push(`${script}: ${seconds.toFixed(1)} s, from ${from} s`);
        if (code === 0) passed.add(script);
        else failed.push(outcome);
        startReady();
      });
      running.add(run);
    }
  };
  startReady();
  while (running.size > 0) await Promise.race(running);

  const verdict = failed.length > 0 ? `failed: ${failed.map((o) => o.script).join(", ")}` : "passed";
  const report = writeRun(
    "test",
    `\`npm test\` ${verdict}, ${secondsSince(started)} s in all.\n\n${summary.map((line) => `- ${line}`).join("\n")}\n`,
  );
  if (failed.length > 0) {
    console.error(`\nnpm test: ${failed.map((o) => o.script).join(", ")} failed (${report})`);
    // A server that stopped mid-run fails every test after it: its line says so where a reader
    // of a long log looks first (scripts/serve/cli.ts).
    for (const line of serverStops(failed)) console.error(line);
    return 1;
  }
  console.log(`\nnpm test passed in ${secondsSince(started)} s (${report})\n  ${summary.join("\n  ")}`);
  return 0;
}

process.exitCode = await main();
