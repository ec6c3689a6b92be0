import { ESLint } from "eslint";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOnce } from "#app/components/ui/on-demand.tsx";

/** An importer that fails its first `failures` calls, as a dropped connection or a removed chunk does. */
function flakyImporter(failures: number) {
  let calls = 0;
  const importer = vi.fn(async () => {
    calls++;
    if (calls <= failures) throw new TypeError("Failed to fetch dynamically imported module");
    return { answer: 42 };
  });
  return importer;
}

afterEach(() => vi.restoreAllMocks());

describe("code loaded on demand (loadOnce)", () => {
  it("downloads once, however many parts ask at the same time or later", async () => {
    const importer = flakyImporter(0);
    const loader = loadOnce(importer);
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("asks again on the next use after a failed download", async () => {
    const importer = flakyImporter(1);
    const loader = loadOnce(importer);
    await expect(loader.load()).rejects.toThrow(/Failed to fetch/);
    await expect(loader.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("reports a failed preload in the console and leaves no rejection unhandled", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const loader = loadOnce(flakyImporter(1));
      loader.preload();
      const used = vi.fn();
      loader.whenLoaded(used);
      // Let the rejection settle, and Node decide whether anyone handled it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Not loaded; retried/), expect.any(TypeError));
      expect(used).not.toHaveBeenCalled();
      // The next use downloads again, and this time it arrives.
      loader.whenLoaded(used);
      await vi.waitFor(() => expect(used).toHaveBeenCalledWith({ answer: 42 }));
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});

describe("the lint rule for on-demand code", () => {
  const eslint = new ESLint();
  const ruleErrors = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: "app/components/ui/x.tsx" });
    return result!.messages
      .filter((m) => m.ruleId === "no-restricted-syntax" || m.ruleId === "no-restricted-imports")
      .map((m) => m.line);
  };

  it("refuses a bare import() and React's lazy in app/", async () => {
    const code = [
      'import { lazy } from "react";',
      'export const a = lazy(() => import("./a"));',
      'export const b = () => import("./b");',
    ].join("\n");
    expect(await ruleErrors(code)).toEqual([1, 2, 3]);
  });

  it("accepts an import() handed to loadOnce or onDemand", async () => {
    const code = [
      'import { loadOnce, onDemand } from "#app/components/ui/on-demand.tsx";',
      'export const a = onDemand(() => import("./a"));',
      'export const b = loadOnce(async () => (await import("./b")).default);',
    ].join("\n");
    expect(await ruleErrors(code)).toEqual([]);
  });
});
