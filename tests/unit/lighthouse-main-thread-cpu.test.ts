import { describe, expect, it } from "vitest";
import { mainThreadCpu, type TraceEvent } from "#scripts/perf/lighthouse/main-thread-cpu.ts";

const MAIN = { pid: 7, tid: 1 };
const navigation = (url: string, isLoadingMainFrame = true): TraceEvent => ({
  name: "navigationStart",
  ph: "R",
  ...MAIN,
  ts: 1_000,
  args: { data: { isLoadingMainFrame, documentLoaderURL: url } },
});
const firstPaint = (ts: number): TraceEvent => ({
  name: "firstContentfulPaint",
  ph: "R",
  pid: MAIN.pid,
  tid: MAIN.tid,
  ts,
});
const task = (ts: number, dur: number, tdur: number | undefined, where = MAIN): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...where,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe("mainThreadCpu", () => {
  it("sums the CPU time of the page's main-thread tasks from navigation on, and finds the longest after the first paint", () => {
    const cpu = mainThreadCpu([
      task(500, 9_000, 8_000), // before the navigation: the previous document's
      navigation("http://127.0.0.1:4182/pricing"),
      task(2_000, 40_000, 20_000), // the first style and layout, before anything is painted
      firstPaint(45_000),
      task(50_000, 40_000, 6_000), // waited 34 ms for a core: long in wall time only
      task(95_000, 12_000, 11_000),
      task(110_000, 3_000, 2_500),
      task(2_000, 90_000, 80_000, { pid: 7, tid: 2 }), // another thread
      task(2_000, 90_000, 80_000, { pid: 9, tid: 1 }), // another process
    ]);
    expect(cpu).toEqual({ totalMs: 39.5, longestTaskMs: 11 });
  });

  it("has no figure without a main-frame navigation to a web page", () => {
    expect(
      mainThreadCpu([navigation("about:blank"), firstPaint(2_000), task(2_000, 5_000, 4_000)]),
    ).toBeUndefined();
    expect(
      mainThreadCpu([navigation("http://x/", false), firstPaint(2_000), task(2_000, 5_000, 4_000)]),
    ).toBeUndefined();
  });

  it("has no figure for a load that never painted", () => {
    expect(mainThreadCpu([navigation("http://x/"), task(2_000, 5_000, 4_000)])).toBeUndefined();
  });

  it("has no figure when the trace has no thread clock, rather than reading as no work", () => {
    expect(
      mainThreadCpu([navigation("http://x/"), firstPaint(1_500), task(2_000, 5_000, undefined)]),
    ).toBeUndefined();
  });

  it("counts a task the thread clock missed at its wall time, rather than losing the whole load to it", () => {
    // One RunTask of 1 µs in about 500 of a load has no thread time (seen on .us loads that switch
    // locale after hydrating): its wall time bounds its CPU time.
    expect(
      mainThreadCpu([
        navigation("http://x/"),
        task(2_000, 40_000, 30_000),
        firstPaint(45_000),
        task(50_000, 10_000, 8_000),
        task(70_000, 1, undefined),
      ]),
    ).toEqual({ totalMs: 38.001, longestTaskMs: 8 });
  });

  it("has no figure when the tasks without thread time are more than a trace's rounding", () => {
    expect(
      mainThreadCpu([
        navigation("http://x/"),
        firstPaint(1_500),
        task(2_000, 40_000, 30_000),
        task(50_000, 5_000, undefined),
      ]),
    ).toBeUndefined();
  });
});
