import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from "#app/components/layout/theme.ts";

/** Runs the inline head script against a fake document and storage; returns the classes it set. */
function boot(stored: string | null | (() => never)): string[] {
  const classes = new Set<string>();
  const classList = {
    toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
    add: (name: string) => classes.add(name),
  };
  const localStorage = {
    getItem(key: string) {
      expect(key).toBe(THEME_STORAGE_KEY);
      return typeof stored === "function" ? stored() : stored;
    },
  };
  runInNewContext(THEME_BOOT_SCRIPT, { document: { documentElement: { classList } }, localStorage, JSON });
  return [...classes];
}

describe("the theme boot script", () => {
  it.each([
    ["nothing stored", null, ["dark", "js"]],
    ["true (dark)", "true", ["dark", "js"]],
    ["false (light)", "false", ["light", "js"]],
    ["unparseable JSON", "{oops", ["dark", "js"]],
    ["JSON that is not a boolean", '"light"', ["dark", "js"]],
    ["a number", "0", ["dark", "js"]],
  ])("%s gives %j", (_, stored, expected) => {
    expect(boot(stored)).toEqual(expected);
  });

  it("falls back to dark when storage throws (blocked cookies)", () => {
    expect(
      boot(() => {
        throw new Error("SecurityError");
      }),
    ).toEqual(["dark", "js"]);
  });
});
