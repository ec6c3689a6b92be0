/**
 * One Lighthouse run (12.x, the last line that runs on Node 20) in a fresh Chromium: mobile form
 * factor with simulated throttling, Lighthouse's defaults, which is how PageSpeed Insights scores,
 * with the CPU slowdown the caller calibrated for this machine (./calibrate.ts).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mainThreadCpu, type MainThreadCpu, type TraceEvent } from "./main-thread-cpu.ts";

export type Measurement = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  tbt: number;
  lcp: number;
  cls: number;
  /** Bytes of script the page transferred (compressed, as served). */
  jsBytes: number;
  /** Lighthouse's measure of this host's CPU at the start of the run (a high-end desktop is ~1,500). */
  benchmarkIndex: number;
  /** Main-thread tasks of 50 ms or more once throttled, longest first: what TBT is made of. */
  longTasks: { ms: number; url: string }[];
  /** The main thread's CPU time, unthrottled, without the waits that wall time holds (./main-thread-cpu.ts). */
  cpu: MainThreadCpu | undefined;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } };

export async function measure(
  url: string,
  options: { acceptLanguage: string; cpuSlowdown?: number },
): Promise<Measurement> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      ...(isRoot ? ["--no-sandbox"] : []),
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // navigator.language: the locale rule reads it (Chromium on Linux ignores --lang).
      `--accept-lang=${options.acceptLanguage}`,
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      // The 404 template is served with status 404 on purpose; measure it rather than refuse it.
      ignoreStatusCode: true,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Merged into the mobile preset's simulated throttling; the network side stays as it is.
      ...(options.cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const audit = (id: string) => audits[id] as Audit;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const scripts = audit("resource-summary").details?.items?.find((i) => i.resourceType === "script");
    const longTasks = (audit("long-tasks").details?.items ?? [])
      .map((task) => ({ ms: Math.round(Number(task.duration)), url: String(task.url ?? "") }))
      .sort((a, b) => b.ms - a.ms);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      tbt: audit("total-blocking-time").numericValue ?? NaN,
      lcp: audit("largest-contentful-paint").numericValue ?? NaN,
      cls: audit("cumulative-layout-shift").numericValue ?? NaN,
      jsBytes: Number(scripts?.transferSize ?? 0),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      longTasks,
      cpu: mainThreadCpu((result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[]),
    };
  } finally {
    chrome.kill();
  }
}
