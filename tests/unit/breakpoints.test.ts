import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FULL_NAV_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX } from "#app/core/spec/index.ts";

/** The stylesheet's breakpoints are Tailwind theme variables, which no script can write: they must
 * equal the constants the scripts use (the resize block, the conveyor's phone timing). */
const css = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8");
const themeValue = (name: string) => css.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();

describe("breakpoints", () => {
  it("the mobile breakpoint of app.css is MOBILE_BREAKPOINT_PX", () => {
    expect(themeValue("--breakpoint-md")).toBe(`${MOBILE_BREAKPOINT_PX}px`);
  });
  it("the full navigation's breakpoint of app.css is FULL_NAV_BREAKPOINT_PX, above the mobile one", () => {
    expect(themeValue("--breakpoint-nav")).toBe(`${FULL_NAV_BREAKPOINT_PX}px`);
    expect(FULL_NAV_BREAKPOINT_PX).toBeGreaterThan(MOBILE_BREAKPOINT_PX);
  });
});
