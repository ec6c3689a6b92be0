import { describe, expect, it } from "vitest";
import { reportTable, type PageRuns } from "#scripts/perf/lighthouse/report.ts";
import type { Measurement } from "#scripts/perf/lighthouse/run.ts";

const run = (over: Partial<Measurement>): Measurement => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbt: 0,
  lcp: 1200,
  cls: 0,
  jsBytes: 100 * 1024,
  benchmarkIndex: 2000,
  longTasks: [],
  cpu: { totalMs: 50, longestTaskMs: 5 },
  ...over,
});
const cells = (table: string, label: string) =>
  table
    .split("\n")
    .find((line) => line.startsWith(`| ${label} |`))!
    .split(" | ")
    .map((cell) => cell.replace(/^\| |\s\|$/g, ""));

describe("reportTable", () => {
  const bare: PageRuns = { label: "bare", runs: [run({}), run({}), run({})] };
  const page: PageRuns = {
    label: "home",
    runs: [
      run({ tbt: 300, cpu: { totalMs: 90, longestTaskMs: 9 } }),
      run({ tbt: 20, cpu: { totalMs: 110, longestTaskMs: 11 } }),
      run({ tbt: 40, cpu: undefined }),
    ],
  };
  const table = reportTable(bare, [page], 4);

  it("names the slowdown the CPU columns are scaled by", () => {
    expect(table.split("\n")[0]).toContain("longest task after first paint, CPU at 4×");
    expect(table.split("\n")[0]).toContain("main-thread CPU at 4× (× bare)");
  });

  it("gives each page the medians of its runs, the CPU times scaled by the slowdown and set against the bare page", () => {
    const row = cells(table, "home");
    expect(row[2]).toBe("40 ms"); // TBT
    expect(row[6]).toBe("40 ms"); // median of 9 and 11, × 4
    expect(row[7]).toBe("400 ms (×2.00)"); // median of 90 and 110, × 4, against the bare page's 50
  });

  it("says n/a where no run's trace had CPU times", () => {
    const none: PageRuns = { label: "none", runs: [run({ cpu: undefined })] };
    const row = cells(reportTable(bare, [none], 4), "none");
    expect(row[6]).toBe("n/a");
    expect(row[7]).toBe("n/a");
  });
});

describe("the ratio budgets", () => {
  const bare: PageRuns = { label: "bare", runs: [run({})] };
  const verdictOf = (over: Partial<Measurement>) =>
    cells(reportTable(bare, [{ label: "pricing", runs: [run(over)] }], 4), "pricing").at(-1);

  it("says a page within both budgets is within", () => {
    expect(verdictOf({ lcp: 1300, cpu: { totalMs: 75, longestTaskMs: 5 } })).toBe("within");
  });

  it("names each budget a page breaks, with its ratio", () => {
    expect(verdictOf({ lcp: 1500, cpu: { totalMs: 135, longestTaskMs: 5 } })).toBe(
      "LCP ×1.25 > ×1.1; CPU ×2.70 > ×1.5",
    );
  });
});
