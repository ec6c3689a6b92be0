import { cpuSlowdownFor } from "./calibrate.ts";
import { median, type PageRuns } from "./report.ts";
import type { Measurement } from "./run.ts";
import type { MeasuredPage } from "./templates.ts";

/** Measures one URL of a served build (`server` names it) with the run's CPU slowdown. */
export type Run = (server: string, path: string) => Promise<Measurement>;

/**
 * The CPU slowdown, calibrated as Lighthouse's throttling guide asks on a host slower or faster
 * than the one its 4× assumes: three runs on the bare page give this machine's median
 * `benchmarkIndex`, and ./calibrate.ts turns it into the multiplier. A forced value skips that.
 */
export async function calibrate(
  measureBare: () => Promise<Measurement>,
  forced: number | undefined,
): Promise<{ cpuSlowdown: number; calibration: string }> {
  if (forced !== undefined)
    return { cpuSlowdown: forced, calibration: `CPU slowdown ${forced}× (set with --cpu-slowdown)` };
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) indexes.push((await measureBare()).benchmarkIndex);
  const benchmarkIndex = Math.round(median(indexes));
  const cpuSlowdown = Math.round(cpuSlowdownFor(benchmarkIndex) * 100) / 100;
  return {
    cpuSlowdown,
    calibration: `CPU slowdown ${cpuSlowdown}×, calibrated for this machine's Lighthouse benchmarkIndex of ${benchmarkIndex} (median of ${indexes.join(", ")}) with the curve of Lighthouse's CPU throttling calculator; Lighthouse's default 4× assumes about 1,533 (\`--cpu-slowdown 4\` measures with it)`,
  };
}

/** What a fixed multiplier meant on this machine: its benchmarkIndex over the run's bare pages. */
export function machineNote(bare: PageRuns): string {
  const indexes = bare.runs.map((m) => m.benchmarkIndex).filter((i) => i > 0);
  const index = Math.round(median(indexes));
  return `this machine's benchmarkIndex over the run's bare-page measurements was ${index} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}), for which the calibration would choose ${Math.round(cpuSlowdownFor(index) * 100) / 100}×`;
}

const describe = (m: Measurement) =>
  `performance ${m.performance}, TBT ${Math.round(m.tbt)} ms, LCP ${(m.lcp / 1000).toFixed(2)} s` +
  (m.cpu ? `, longest task after first paint ${m.cpu.longestTaskMs.toFixed(1)} ms of CPU unthrottled` : "") +
  (m.longTasks.length ? `; long tasks ${m.longTasks.map((t) => `${t.ms} ms`).join(", ")}` : "");

/**
 * Rounds that alternate: the bare page, then each build's copy of a template's page (`builds`
 * names the servers, the label each adds and, for a build of some templates only, which pages it
 * has), so every page is measured beside the bare page in the same minutes of the machine's load.
 */
export async function measureRounds(
  run: Run,
  pages: readonly MeasuredPage[],
  builds: readonly { server: string; label: string; has?: (page: MeasuredPage) => boolean }[],
  rounds: number,
): Promise<{ bare: PageRuns; results: PageRuns[] }> {
  const bare: PageRuns = { label: "bare React Router page", runs: [] };
  const results = pages.flatMap((page) =>
    builds
      .filter((build) => build.has?.(page) ?? true)
      .map((build) => ({
        page,
        server: build.server,
        label: `${page.label} (${page.path}), ${build.label}`,
        runs: [] as Measurement[],
      })),
  );
  for (let round = 1; round <= rounds; round++)
    for (const page of pages) {
      bare.runs.push(await run("bare", "/"));
      for (const result of results.filter((r) => r.page === page)) {
        const m = await run(result.server, page.path);
        result.runs.push(m);
        console.log(`round ${round}/${rounds} ${result.label}: ${describe(m)}`);
      }
    }
  return { bare, results };
}
