/**
 * `npm run lighthouse [-- --runs 3] [-- --only home,pricing] [-- --cpu-slowdown 4]`: Lighthouse
 * mobile on one page of every template, beside a bare React Router page measured in the same run
 * (the floor any React Router site starts from).
 *
 * It builds the bare page (scripts/perf/lighthouse/bare-react-router, React Router's starting point and
 * nothing else) and serves it, build/com and build/us with `wrangler pages dev`, then runs
 * Lighthouse in rounds, alternating: the bare page, the template's page on .com, and the same page
 * on .us for an en-GB visitor, who gets UK English by switching locale after hydration (the one
 * case where the first render is redone). Medians go to docs/performance.md and to the console.
 *
 * The CPU slowdown is calibrated first, as Lighthouse's throttling guide asks on a host slower or
 * faster than the one its 4× assumes: three runs on the bare page give this machine's median
 * `benchmarkIndex`, and ./calibrate.ts turns it into the multiplier every run then uses (bare page
 * and templates alike). `--cpu-slowdown 4` skips that and uses Lighthouse's default.
 *
 * A benchmark, not a test: `npm test` does not run it; scores move with the machine's load.
 */
import { spawnSync } from "node:child_process";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import type { ChildProcess } from "node:child_process";
import type { CompiledManifest } from "#app/core/content/index.ts";
import { GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import { startPagesDev } from "#scripts/serve/pages-dev.ts";
import { cpuSlowdownFor } from "./calibrate.ts";
import { median, replaceReport, reportTable, type PageRuns } from "./report.ts";
import { measure, type Measurement } from "./run.ts";
import { measuredPages } from "./templates.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const rounds = Number(option("runs") ?? 3);
const only = option("only")?.split(",");
const cpuSlowdownOption = option("cpu-slowdown");
const forcedCpuSlowdown = cpuSlowdownOption === undefined ? undefined : Number(cpuSlowdownOption);

/** `LIGHTHOUSE_PORT_BASE` moves the three servers, so two runs on one machine do not collide. */
const PORT_BASE = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4181);
const PORTS = { bare: PORT_BASE, com: PORT_BASE + 1, us: PORT_BASE + 2 } as const;
const BARE_APP = resolve("scripts/perf/lighthouse/bare-react-router");
const BARE_BUILD = resolve("node_modules/.cache/tracker-lighthouse/bare");
const REPORT = resolve("docs/performance.md");
/** The visitor: British English, so .com needs no switch and .us switches to UK after hydration. */
const ACCEPT_LANGUAGE = "en-GB";

/**
 * The whole run; resolves with the exit code. Failures set it rather than exiting, so that a long
 * build log printed on the way out reaches a pipe whole.
 */
async function main(): Promise<number> {
  if (forcedCpuSlowdown !== undefined && !(forcedCpuSlowdown > 0)) {
    console.error(`lighthouse: --cpu-slowdown needs a positive number, not "${cpuSlowdownOption}"`);
    return 1;
  }

  for (const domain of ["com", "us"])
    if (!existsSync(join("build", domain, "index.html"))) {
      console.error(`lighthouse: build/${domain} is missing; run \`npm run build\` first`);
      return 1;
    }

  console.log("lighthouse: building the bare React Router page");
  rmSync(BARE_BUILD, { recursive: true, force: true });
  const bareBuild = spawnSync("npx", ["react-router", "build"], {
    cwd: BARE_APP,
    env: { ...process.env, REACT_ROUTER_BUILD_DIR: BARE_BUILD },
    encoding: "utf8",
  });
  if (bareBuild.status !== 0) {
    console.error(bareBuild.stdout, bareBuild.stderr);
    return 1;
  }
  // As the site's build does: every route is prerendered, so the SPA fallback is never served.
  rmSync(join(BARE_BUILD, "client", "__spa-fallback.html"), { force: true });

  const { manifest } = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);
  const pages = measuredPages(manifest).filter(
    (p) => !only || only.includes(p.label) || only.includes(p.path),
  );

  const servers: ChildProcess[] = [];
  try {
    servers.push(
      ...(await Promise.all([
        startPagesDev({ dir: join(BARE_BUILD, "client"), port: PORTS.bare }),
        startPagesDev({ dir: "build/com", port: PORTS.com }),
        startPagesDev({ dir: "build/us", port: PORTS.us }),
      ])),
    );
    const url = (server: keyof typeof PORTS, path: string) => `http://127.0.0.1:${PORTS[server]}${path}`;
    // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART); measure that page again.
    let cpuSlowdown: number | undefined;
    const run = async (server: keyof typeof PORTS, path: string, attempts = 3): Promise<Measurement> => {
      try {
        return await measure(url(server, path), { acceptLanguage: ACCEPT_LANGUAGE, cpuSlowdown });
      } catch (error) {
        if (attempts <= 1) throw error;
        console.warn(`lighthouse: ${url(server, path)}: ${(error as Error).message}; measuring again`);
        return run(server, path, attempts - 1);
      }
    };

    let calibration: string;
    if (forcedCpuSlowdown !== undefined) {
      cpuSlowdown = forcedCpuSlowdown;
      calibration = `CPU slowdown ${cpuSlowdown}× (set with --cpu-slowdown)`;
    } else {
      const indexes: number[] = [];
      for (let i = 0; i < 3; i++) indexes.push((await run("bare", "/")).benchmarkIndex);
      const benchmarkIndex = Math.round(median(indexes));
      cpuSlowdown = Math.round(cpuSlowdownFor(benchmarkIndex) * 100) / 100;
      calibration = `CPU slowdown ${cpuSlowdown}×, calibrated for this machine's Lighthouse benchmarkIndex of ${benchmarkIndex} (median of ${indexes.join(", ")}) with the curve of Lighthouse's CPU throttling calculator; Lighthouse's default 4× assumes about 1,533 (\`--cpu-slowdown 4\` measures with it)`;
    }
    console.log(`lighthouse: ${calibration}`);

    const bare: PageRuns = { label: "bare React Router page", runs: [] };
    const results = pages.flatMap((page) => [
      {
        page,
        server: "com" as const,
        label: `${page.label} (${page.path}), .com`,
        runs: [] as Measurement[],
      },
      {
        page,
        server: "us" as const,
        label: `${page.label} (${page.path}), .us → UK`,
        runs: [] as Measurement[],
      },
    ]);
    for (let round = 1; round <= rounds; round++) {
      for (const page of pages) {
        bare.runs.push(await run("bare", "/"));
        for (const result of results.filter((r) => r.page === page)) {
          const m = await run(result.server, page.path);
          result.runs.push(m);
          console.log(
            `round ${round}/${rounds} ${result.label}: performance ${m.performance}, TBT ${Math.round(m.tbt)} ms, LCP ${(m.lcp / 1000).toFixed(2)} s` +
              (m.cpu
                ? `, longest task after first paint ${m.cpu.longestTaskMs.toFixed(1)} ms of CPU unthrottled`
                : "") +
              (m.longTasks.length ? `; long tasks ${m.longTasks.map((t) => `${t.ms} ms`).join(", ")}` : ""),
          );
        }
      }
    }

    if (forcedCpuSlowdown !== undefined) {
      // What a fixed multiplier means depends on the machine: say how fast this one was.
      const indexes = bare.runs.map((m) => m.benchmarkIndex).filter((i) => i > 0);
      const index = Math.round(median(indexes));
      calibration += `; this machine's benchmarkIndex over the run's bare-page measurements was ${index} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}), for which the calibration would choose ${Math.round(cpuSlowdownFor(index) * 100) / 100}×`;
    }
    const table = reportTable(bare, results, cpuSlowdown);
    const chromium = execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], {
      encoding: "utf8",
    }).trim();
    const lighthouseVersion = JSON.parse(
      readFileSync("node_modules/lighthouse/package.json", "utf8"),
    ).version;
    const report = [
      `Written by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion}, mobile, simulated throttling, ${chromium}, ${cpus().length} cores. ${calibration}. Medians of ${rounds} rounds; each round measures the bare page before each template's pages. Served by \`wrangler pages dev\`; the visitor's browser asks for en-GB, so .us switches to UK English after hydrating.`,
      "",
      `TBT is Lighthouse's: each main-thread task's wall time, times the slowdown, less 50 ms. On a shared machine, wall time also holds the time a task waited for a core or for the browser process. The two CPU columns read the same tasks' CPU time from Lighthouse's trace instead, times the same slowdown: the longest task from the first contentful paint on (over 50 ms, it would block on its own work), and all tasks together, as a ratio to the bare page.`,
      "",
      table,
      "",
    ].join("\n");
    writeFileSync(REPORT, replaceReport(readFileSync(REPORT, "utf8"), report));
    console.log(`\n${table}\n\nlighthouse: written to docs/performance.md`);
    return 0;
  } finally {
    for (const server of servers) server.kill();
  }
}

process.exitCode = await main();
