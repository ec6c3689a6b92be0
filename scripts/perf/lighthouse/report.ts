/**
 * The table `npm run lighthouse` prints and writes to reports/lighthouse/: the median of each
 * measure over the runs, per page, beside the bare React Router page measured in the same rounds,
 * and each page held to the budgets that are ratios to the bare page (DESIGN §8).
 */
import type { Measurement } from "./run.ts";

export type PageRuns = { label: string; runs: Measurement[] };

/** Budgets as ratios to the bare page: LCP and the main thread's CPU time for the load. */
const RATIO_BUDGETS = { lcp: 1.1, mainThreadCpu: 1.5 } as const;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type NumericKey = { [K in keyof Measurement]: Measurement[K] extends number ? K : never }[keyof Measurement];
const medianOf = (runs: Measurement[], key: NumericKey) => median(runs.map((r) => r[key]));

/** The median of a main-thread CPU figure over the runs whose trace had one; NaN when none did. */
const medianCpu = (runs: Measurement[], key: "totalMs" | "longestTaskMs") => {
  const values = runs.flatMap((r) => (r.cpu ? [r.cpu[key]] : []));
  return values.length ? median(values) : NaN;
};
const cpuMs = (ms: number) => (Number.isNaN(ms) ? "n/a" : `${Math.round(ms)} ms`);
const ratio = (value: number, bare: number) => `×${(value / bare).toFixed(2)}`;

/** The budgets a page's medians break, in words ("CPU ×2.70 > ×1.5"); "within" when none. */
function verdict(lcpRatio: number, cpuRatio: number): string {
  const over = [
    lcpRatio > RATIO_BUDGETS.lcp && `LCP ×${lcpRatio.toFixed(2)} > ×${RATIO_BUDGETS.lcp}`,
    cpuRatio > RATIO_BUDGETS.mainThreadCpu && `CPU ×${cpuRatio.toFixed(2)} > ×${RATIO_BUDGETS.mainThreadCpu}`,
  ].filter(Boolean);
  if (Number.isNaN(cpuRatio)) over.push("CPU n/a");
  return over.length ? over.join("; ") : "within";
}

/**
 * A Markdown table: one row per page, the bare page first; JS, LCP and CPU also as ratios to the
 * bare page. The two CPU columns scale the main thread's CPU time by the run's CPU slowdown, as
 * Lighthouse scales wall time: the longest task from the first paint on (over 50 ms would block),
 * and all tasks together. The last column says which ratio budgets a page breaks.
 */
export function reportTable(bare: PageRuns, pages: PageRuns[], cpuSlowdown: number): string {
  const bareJs = medianOf(bare.runs, "jsBytes");
  const bareLcp = medianOf(bare.runs, "lcp");
  const bareCpu = medianCpu(bare.runs, "totalMs");
  const row = ({ label, runs }: PageRuns) => {
    const js = medianOf(runs, "jsBytes");
    const lcp = medianOf(runs, "lcp");
    const cpu = medianCpu(runs, "totalMs");
    return [
      label,
      medianOf(runs, "performance"),
      `${Math.round(medianOf(runs, "tbt"))} ms`,
      `${(lcp / 1000).toFixed(2)} s (${ratio(lcp, bareLcp)})`,
      medianOf(runs, "cls").toFixed(3),
      `${(js / 1024).toFixed(1)} KiB (${ratio(js, bareJs)})`,
      cpuMs(medianCpu(runs, "longestTaskMs") * cpuSlowdown),
      Number.isNaN(cpu) ? "n/a" : `${cpuMs(cpu * cpuSlowdown)} (${ratio(cpu, bareCpu)})`,
      medianOf(runs, "accessibility"),
      medianOf(runs, "bestPractices"),
      medianOf(runs, "seo"),
      runs.length,
      verdict(lcp / bareLcp, cpu / bareCpu),
    ].join(" | ");
  };
  return [
    `| page | performance | TBT | LCP (× bare) | CLS | JS transferred (× bare) | longest task after first paint, CPU at ${cpuSlowdown}× | main-thread CPU at ${cpuSlowdown}× (× bare) | accessibility | best practices | SEO | runs | budgets (LCP ≤ ×${RATIO_BUDGETS.lcp}, CPU ≤ ×${RATIO_BUDGETS.mainThreadCpu}) |`,
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    `| ${row(bare).replace(/ \| within$/, " | (the floor)")} |`,
    ...pages.map((p) => `| ${row(p)} |`),
  ].join("\n");
}
