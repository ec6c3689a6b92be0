/**
 * Lighthouse's CPU slowdown, calibrated to the machine it runs on.
 *
 * Simulated throttling multiplies the main-thread time observed on this machine by a constant,
 * 4× by default, which turns a high-end desktop (Lighthouse `benchmarkIndex` about 1,500) into
 * Lighthouse's mid-tier phone. On a slower host the same 4× models a much slower phone than the
 * one PageSpeed Insights scores against, and Lighthouse warns so ("The tested device appears to
 * have a slower CPU than Lighthouse expects"). Its throttling guide (throttling.md in the
 * Lighthouse repository, "Calibrating the CPU slowdown") says to lower the multiplier there, using
 * the curve of its CPU throttling calculator, reproduced here.
 */

/** Lighthouse's default: right for a host whose benchmarkIndex is about 1,533. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The multiplier that makes this host's `benchmarkIndex` behave like Lighthouse's mid-tier phone,
 * piecewise linear through the calculator's points: 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
