import { describe, expect, it } from "vitest";
import { isInSection } from "#app/core/site/index.ts";

describe("isInSection: which header link marks the current page", () => {
  it.each([
    ["/pricing", "/pricing", true],
    ["/modules/logos", "/modules", true],
    ["/documentation/getting-started/setting-up-your-shop", "/documentation", true],
    ["/", "/", true],
    ["/pricing", "/", false],
    ["/modules-old", "/modules", false],
    ["/modules", "/modules/logos", false],
    ["/blog", "/pricing", false],
  ])("%s is in %s: %s", (pathname, section, inside) => {
    expect(isInSection(pathname, section)).toBe(inside);
  });
});
