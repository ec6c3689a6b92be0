/**
 * The table `npm run lighthouse` prints and writes to reports/lighthouse.md: the median of each
 * measure over the runs, per page, beside the bare React Router page measured in the same rounds.
 */
import type { Measurement } from "./run.ts";

export type PageRuns = { label: string; runs: Measurement[] };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const medianOf = (runs: Measurement[], key: keyof Omit<Measurement, "longTasks">) =>
  median(runs.map((r) => r[key]));

/** A Markdown table: one row per page, the bare page first; JS as KiB and as a ratio to the bare page. */
export function reportTable(bare: PageRuns, pages: PageRuns[]): string {
  const bareJs = medianOf(bare.runs, "jsBytes");
  const row = ({ label, runs }: PageRuns) => {
    const js = medianOf(runs, "jsBytes");
    return [
      label,
      medianOf(runs, "performance"),
      `${Math.round(medianOf(runs, "tbt"))} ms`,
      `${(medianOf(runs, "lcp") / 1000).toFixed(2)} s`,
      medianOf(runs, "cls").toFixed(3),
      `${(js / 1024).toFixed(1)} KiB (×${(js / bareJs).toFixed(2)})`,
      medianOf(runs, "accessibility"),
      medianOf(runs, "bestPractices"),
      medianOf(runs, "seo"),
      runs.length,
    ].join(" | ");
  };
  return [
    "| page | performance | TBT | LCP | CLS | JS transferred (× bare) | accessibility | best practices | SEO | runs |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...[bare, ...pages].map((p) => `| ${row(p)} |`),
  ].join("\n");
}
