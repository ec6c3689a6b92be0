/**
 * `npm run lighthouse [-- --runs 3] [-- --only home,pricing] [-- --cpu-slowdown 4]
 * [-- --compare rsc=build-variants/rsc/com]`: Lighthouse mobile on one page of every template,
 * beside a bare React Router page measured in the same run (the floor any React Router site starts
 * from), with each page held to the budgets that are ratios to it. A `--compare` build (repeatable)
 * is measured in the same rounds on the pages it has.
 *
 * It builds the bare page (./bare-page.ts) and serves it, build/com and build/us (and any
 * `--compare` build) with `wrangler pages dev`, then runs Lighthouse in rounds, alternating: the
 * bare page, the template's page on .com, and the same page on .us for an en-GB visitor, who gets
 * UK English by switching locale after hydration (the one case where the first render is redone).
 * The CPU slowdown is calibrated for this machine first (./rounds.ts). Medians go to the console
 * and to reports/lighthouse/.
 *
 * A benchmark, not a test: `npm test` does not run it; scores move with the machine's load.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { GENERATED_FILES, readGeneratedJson, type CompiledManifest } from "#app/core/content/index.ts";
import { startPagesDev } from "#scripts/serve/pages-dev.ts";
import { writeRun } from "#scripts/perf/reports/reports.ts";
import { buildBarePage } from "./bare-page.ts";
import { reportTable } from "./report.ts";
import { calibrate, machineNote, measureRounds } from "./rounds.ts";
import { measure, type Measurement } from "./run.ts";
import { builtHasPage, measuredPages, type MeasuredPage } from "./templates.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const rounds = Number(option("runs") ?? 3);
const only = option("only")?.split(",");
const cpuSlowdownOption = option("cpu-slowdown");
const forcedCpuSlowdown = cpuSlowdownOption === undefined ? undefined : Number(cpuSlowdownOption);
/** Other builds measured beside today's, e.g. `--compare rsc=build-variants/rsc/com`. */
const compared = args
  .flatMap((arg, i) => (args[i - 1] === "--compare" ? [arg] : []))
  .map((pair) => ({ server: pair.split("=")[0]!, dir: pair.split("=")[1]! }));

/** `LIGHTHOUSE_PORT_BASE` moves the servers, so two runs on one machine do not collide. */
const PORT_BASE = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4181);
/** The visitor: British English, so .com needs no switch and .us switches to UK after hydration. */
const ACCEPT_LANGUAGE = "en-GB";

/** What was measured with what, for the report's first paragraph. */
function setting(calibration: string): string {
  const chromium = execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], {
    encoding: "utf8",
  }).trim();
  const lighthouse = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
  return `Written by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouse}, mobile, simulated throttling, ${chromium}, ${cpus().length} cores. ${calibration}. Medians of ${rounds} rounds; each round measures the bare page before each template's pages. Served by \`wrangler pages dev\`; the visitor's browser asks for en-GB, so .us switches to UK English after hydrating. TBT is Lighthouse's (wall time); the two CPU columns read the same tasks' CPU time from the trace, times the same slowdown.`;
}

function missingBuild(): string | null {
  const dirs = ["build/com", "build/us", ...compared.map((c) => c.dir)];
  const missing = dirs.find((dir) => !existsSync(join(dir, "index.html")));
  return missing ? `${missing} is missing; run \`npm run build\` first` : null;
}

/**
 * The whole run; resolves with the exit code. Failures set it rather than exiting, so that a long
 * build log printed on the way out reaches a pipe whole.
 */
async function main(): Promise<number> {
  const problem =
    forcedCpuSlowdown !== undefined && !(forcedCpuSlowdown > 0)
      ? `--cpu-slowdown needs a positive number, not "${cpuSlowdownOption}"`
      : missingBuild();
  if (problem) {
    console.error(`lighthouse: ${problem}`);
    return 1;
  }
  console.log("lighthouse: building the bare React Router page");
  const bareDir = buildBarePage();
  if (!bareDir) return 1;
  const { manifest } = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);
  const pages = measuredPages(manifest).filter(
    (p) => !only || only.includes(p.label) || only.includes(p.path),
  );
  const served = [
    { server: "bare", dir: bareDir },
    { server: "com", dir: "build/com" },
    { server: "us", dir: "build/us" },
    ...compared,
  ].map((s, i) => ({ ...s, port: PORT_BASE + i }));

  const servers: ChildProcess[] = [];
  try {
    servers.push(...(await Promise.all(served.map(({ dir, port }) => startPagesDev({ dir, port })))));
    // Calibrated below with runs that use Lighthouse's default; every later run uses it.
    const throttle: { cpuSlowdown?: number } = {};
    const url = (server: string, path: string) =>
      `http://127.0.0.1:${served.find((s) => s.server === server)!.port}${path}`;
    // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART); measure that page again.
    const run = async (server: string, path: string, attempts = 3): Promise<Measurement> => {
      try {
        return await measure(url(server, path), {
          acceptLanguage: ACCEPT_LANGUAGE,
          cpuSlowdown: throttle.cpuSlowdown,
        });
      } catch (error) {
        if (attempts <= 1) throw error;
        console.warn(`lighthouse: ${url(server, path)}: ${(error as Error).message}; measuring again`);
        return run(server, path, attempts - 1);
      }
    };
    const calibrated = await calibrate(() => run("bare", "/"), forcedCpuSlowdown);
    const { cpuSlowdown } = calibrated;
    throttle.cpuSlowdown = cpuSlowdown;
    console.log(`lighthouse: ${calibrated.calibration}`);

    const builds = [
      { server: "com", label: ".com" },
      { server: "us", label: ".us → UK" },
      ...compared.map((c) => ({
        server: c.server,
        label: c.server,
        has: (page: MeasuredPage) => builtHasPage(c.dir, page),
      })),
    ];
    const { bare, results } = await measureRounds(run, pages, builds, rounds);
    const calibration =
      forcedCpuSlowdown === undefined
        ? calibrated.calibration
        : `${calibrated.calibration}; ${machineNote(bare)}`;
    const table = reportTable(bare, results, cpuSlowdown);
    const file = writeRun("lighthouse", `${setting(calibration)}\n\n${table}\n`);
    console.log(`\n${table}\n\nlighthouse: written to ${file}`);
    return 0;
  } finally {
    for (const server of servers) server.kill();
  }
}

process.exitCode = await main();
