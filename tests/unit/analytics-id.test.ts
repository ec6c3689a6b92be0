import { describe, expect, it } from "vitest";
import { analyticsIdFor } from "#app/core/seo/index.ts";

describe("the build's analytics id", () => {
  it("is none when neither site.yaml nor the environment sets one: no banner, no script", () => {
    expect(analyticsIdFor(undefined, {})).toBeNull();
    expect(analyticsIdFor("", { ANALYTICS_ID: "  " })).toBeNull();
  });

  it("comes from site.yaml, and ANALYTICS_ID in the environment wins", () => {
    expect(analyticsIdFor("G-SITE1234", {})).toBe("G-SITE1234");
    expect(analyticsIdFor("G-SITE1234", { ANALYTICS_ID: "G-PREVIEW99" })).toBe("G-PREVIEW99");
  });

  it("must look like a GA4 measurement id", () => {
    expect(() => analyticsIdFor(undefined, { ANALYTICS_ID: "UA-12345-1" })).toThrow(/GA4 measurement id/);
    expect(() => analyticsIdFor(undefined, { ANALYTICS_ID: 'G-x"><script>' })).toThrow();
  });
});
