import { describe, expect, it } from "vitest";
import { buildDate, copyrightYears } from "#app/core/site/index.ts";

describe("the footer's copyright years", () => {
  it("run from the first year to the build's year", () => {
    expect(copyrightYears(2025, new Date("2026-11-26T10:00:00Z"))).toBe("2025–2026");
  });

  it("are one year when the site is built in its first year", () => {
    expect(copyrightYears(2025, new Date("2025-12-31T23:59:59Z"))).toBe("2025");
  });

  it("take the build's date from SOURCE_DATE_EPOCH when it is set, else now", () => {
    const now = new Date("2027-01-02T00:00:00Z");
    expect(buildDate({ SOURCE_DATE_EPOCH: "1767225600" }, now).toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    );
    expect(buildDate({}, now)).toBe(now);
    expect(buildDate({ SOURCE_DATE_EPOCH: "soon" }, now)).toBe(now);
  });
});
