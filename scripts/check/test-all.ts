/**
 * `npm test`: every check, in stages. The commands of a stage run at once, as most of them keep
 * one core busy (ESLint, tsc) and the machines that run this have two; a stage starts when the one
 * before it has passed. Each command's output is printed whole when it ends, so parallel output
 * never interleaves, and the time of each stage is summed up at the end.
 */
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { SERVER_STOPPED } from "../serve/pages-dev.ts";
import { VARIANT_BUILD_COMMAND, VARIANT_BUILT_ENV, VARIANT_ENV } from "./variant-build.ts";

/** One command of a stage: an npm script, or a command of its own with its name and environment. */
type Step = string | { script: string; command: string; env?: Record<string, string> };

/** What `npm test` runs, stage by stage. */
const STAGES: readonly (readonly Step[])[] = [
  // The compiled content that typecheck, unit tests and lint all read.
  ["content"],
  ["lint:code", "types", "test:unit"],
  ["build"],
  // The browser tests' variant build is made here, beside two short checks, rather than by
  // Playwright while every test waits for it. Built beside lint, types and unit tests instead, it
  // slowed all three, and the whole run was only about 10 s shorter, within the noise between runs
  // (docs/performance.md).
  ["check", "budget", { script: "variant build", command: VARIANT_BUILD_COMMAND, env: VARIANT_ENV }],
  [{ script: "test:e2e", command: "npm run --silent test:e2e", env: { [VARIANT_BUILT_ENV]: "1" } }],
];

type Outcome = { script: string; code: number; output: string; seconds: number };

function runScript(step: Step): Promise<Outcome> {
  const { script, command, env } =
    typeof step === "string" ? { script: step, command: `npm run --silent ${step}`, env: {} } : step;
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
  const summary: string[] = [];
  const started = performance.now();
  for (const stage of STAGES) {
    const stageStarted = performance.now();
    const outcomes = await Promise.all(stage.map(runScript));
    for (const { script, output, code, seconds } of outcomes) {
      process.stdout.write(
        `\n> npm run ${script} (${seconds.toFixed(1)} s${code ? `, exit ${code}` : ""})\n`,
      );
      process.stdout.write(output);
    }
    const names = outcomes.map((o) => o.script).join(" + ");
    summary.push(`${names}: ${((performance.now() - stageStarted) / 1000).toFixed(1)} s`);
    const failed = outcomes.filter((o) => o.code !== 0);
    if (failed.length > 0) {
      console.error(`\nnpm test: ${failed.map((o) => o.script).join(", ")} failed`);
      // A server that stopped mid-run fails every test after it: its line says so where a reader
      // of a long log looks first (scripts/serve/cli.ts).
      for (const line of serverStops(failed)) console.error(line);
      return 1;
    }
  }
  summary.push(`total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`\nnpm test passed\n  ${summary.join("\n  ")}`);
  return 0;
}

process.exitCode = await main();
