/**
 * The table `npm run lighthouse` prints and writes into docs/performance.md: the median of each
 * measure over the runs, per page, beside the bare React Router page measured in the same rounds.
 */
import type { Measurement } from "./run.ts";

export type PageRuns = { label: string; runs: Measurement[] };

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

/**
 * A Markdown table: one row per page, the bare page first; JS as KiB and as a ratio to the bare
 * page. The two CPU columns scale the main thread's CPU time by the run's CPU slowdown, as
 * Lighthouse scales wall time: the longest task from the first paint on (over 50 ms would block),
 * and all tasks together as a ratio to the bare page.
 */
export function reportTable(bare: PageRuns, pages: PageRuns[], cpuSlowdown: number): string {
  const bareJs = medianOf(bare.runs, "jsBytes");
  const bareCpu = medianCpu(bare.runs, "totalMs");
  const row = ({ label, runs }: PageRuns) => {
    const js = medianOf(runs, "jsBytes");
    const cpu = medianCpu(runs, "totalMs");
    return [
      label,
      medianOf(runs, "performance"),
      `${Math.round(medianOf(runs, "tbt"))} ms`,
      `${(medianOf(runs, "lcp") / 1000).toFixed(2)} s`,
      medianOf(runs, "cls").toFixed(3),
      `${(js / 1024).toFixed(1)} KiB (×${(js / bareJs).toFixed(2)})`,
      cpuMs(medianCpu(runs, "longestTaskMs") * cpuSlowdown),
      Number.isNaN(cpu) ? "n/a" : `${cpuMs(cpu * cpuSlowdown)} (×${(cpu / bareCpu).toFixed(2)})`,
      medianOf(runs, "accessibility"),
      medianOf(runs, "bestPractices"),
      medianOf(runs, "seo"),
      runs.length,
    ].join(" | ");
  };
  return [
    `| page | performance | TBT | LCP | CLS | JS transferred (× bare) | longest task after first paint, CPU at ${cpuSlowdown}× | main-thread CPU at ${cpuSlowdown}× (× bare) | accessibility | best practices | SEO | runs |`,
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...[bare, ...pages].map((p) => `| ${row(p)} |`),
  ].join("\n");
}

/** Marks the part of docs/performance.md a run replaces; the method and decisions around it stay. */
export const REPORT_BEGIN = "<!-- lighthouse:begin -->";
export const REPORT_END = "<!-- lighthouse:end -->";

/** The document with the text between the markers replaced by `report`. */
export function replaceReport(document: string, report: string): string {
  const begin = document.indexOf(REPORT_BEGIN);
  const end = document.indexOf(REPORT_END);
  if (begin < 0 || end < begin)
    throw new Error(`the document has no ${REPORT_BEGIN} … ${REPORT_END} section`);
  return `${document.slice(0, begin + REPORT_BEGIN.length)}\n${report.trim()}\n${document.slice(end)}`;
}
