import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from "#scripts/perf/lighthouse/calibrate.ts";

describe("Lighthouse CPU slowdown calibration", () => {
  it("passes through the calculator's points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it("lowers the multiplier on a slower host, and never below 1×", () => {
    expect(cpuSlowdownFor(764)).toBeCloseTo(1.94, 2);
    expect(cpuSlowdownFor(100)).toBe(1);
  });

  it("keeps Lighthouse's default when the index is missing", () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(0)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});
