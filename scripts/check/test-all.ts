/**
 * `npm test`: every check. The compiled content and the build come first, as nearly everything
 * reads them. Then four tracks run at once: ESLint, tsc, the unit tests, and the built sites'
 * checks followed by the browser tests. The browser tests alone keep about 1.7 of the machine's two
 * cores busy, so the other three fill what they leave idle instead of waiting in front of them
 * (about 100 s of a 2-core run). The first failure stops everything still running.
 * Each command's output is printed whole when it ends, so parallel output never interleaves, and
 * each command's time is summed up at the end.
 */
import { spawn, type ChildProcess } from "node:child_process";

/** Commands run one after the other; the scripts of one step run at once. */
type Track = readonly (readonly string[])[];

/** What `npm test` runs: stages one after the other, the tracks of a stage at once. */
const STAGES: readonly (readonly Track[])[] = [
  // The compiled content, and the built sites that the checks and browser tests read.
  [[["content"], ["build"]]],
  [[["lint:code"]], [["types"]], [["test:unit"]], [["check", "budget"], ["test:e2e"]]],
];

type Outcome = { script: string; code: number; output: string; seconds: number };

const running = new Set<ChildProcess>();
let stopping = false;

function runScript(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // In its own process group, so stopping it also stops what it started (servers, browsers).
    const child = spawn("npm", ["run", "--silent", script], {
      env: { ...process.env, FORCE_COLOR: "1" },
      detached: true,
    });
    running.add(child);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output,
        seconds: (performance.now() - started) / 1000,
      });
    });
  });
}

/**
 * Stops every command still running: one has failed, so the run has. SIGINT, as from Ctrl-C:
 * Playwright then stops the servers it started in process groups of their own, which SIGTERM
 * would leave running.
 */
function stopAll(): void {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGINT");
    } catch {
      // Already gone.
    }
  }
}

function report({ script, output, code, seconds }: Outcome): void {
  process.stdout.write(`\n> npm run ${script} (${seconds.toFixed(1)} s${code ? `, exit ${code}` : ""})\n`);
  process.stdout.write(output);
}

/** Runs a track's steps in order; the names of the scripts that failed, if any. */
async function runTrack(track: Track, times: string[]): Promise<string[]> {
  for (const step of track) {
    if (stopping) return [];
    const outcomes = await Promise.all(step.map(runScript));
    // Stopped because another track failed: its output is cut short, and not the cause.
    if (stopping) {
      for (const { script } of outcomes) console.log(`\n> npm run ${script}: stopped`);
      return [];
    }
    outcomes.forEach(report);
    for (const { script, seconds } of outcomes) times.push(`${script}: ${seconds.toFixed(1)} s`);
    const failed = outcomes.filter((o) => o.code !== 0).map((o) => o.script);
    if (failed.length > 0) {
      stopAll();
      return failed;
    }
  }
  return [];
}

async function main(): Promise<number> {
  const times: string[] = [];
  const started = performance.now();
  for (const stage of STAGES) {
    const failed = (await Promise.all(stage.map((track) => runTrack(track, times)))).flat();
    if (failed.length > 0) {
      console.error(`\nnpm test: ${failed.join(", ")} failed; what still ran was stopped`);
      return 1;
    }
  }
  times.push(`total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`\nnpm test passed\n  ${times.join("\n  ")}`);
  return 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopAll();
    process.exitCode = 1;
  });

process.exitCode = await main();
