import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { measureRounds } from "#scripts/perf/lighthouse/rounds.ts";
import type { Measurement } from "#scripts/perf/lighthouse/run.ts";
import { builtHasPage, type MeasuredPage } from "#scripts/perf/lighthouse/templates.ts";

const dir = mkdtempSync(join(tmpdir(), "lighthouse-compare-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, "documentation", "start"), { recursive: true });
for (const file of ["index.html", "pricing.html", "documentation/start/setup.html"])
  writeFileSync(join(dir, file), "");

const page = (label: string, path: string): MeasuredPage => ({ label, path });
const home = page("home", "/");
const pricing = page("pricing", "/pricing");
const docs = page("docs page", "/documentation/start/setup");
const blog = page("blog post", "/blog/a-post");
const notFound = page("404", "/no-such-page");

describe("a compared build of some templates", () => {
  it("has the pages whose file the host would serve", () => {
    expect([home, pricing, docs, blog, notFound].filter((p) => builtHasPage(dir, p))).toEqual([
      home,
      pricing,
      docs,
    ]);
    writeFileSync(join(dir, "404.html"), "");
    expect(builtHasPage(dir, notFound)).toBe(true);
  });

  it("is measured on those pages only, each round beside the bare page and today's build", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const measured: string[] = [];
    const run = async (server: string, path: string) => {
      measured.push(`${server} ${path}`);
      return { performance: 100, tbt: 0, lcp: 900, longTasks: [], cpu: undefined } as unknown as Measurement;
    };
    const builds = [
      { server: "com", label: ".com" },
      { server: "rsc", label: "rsc", has: (p: MeasuredPage) => builtHasPage(dir, p) },
    ];
    const { results } = await measureRounds(run, [home, blog], builds, 1);
    expect(results.map((r) => r.label)).toEqual([
      "home (/), .com",
      "home (/), rsc",
      "blog post (/blog/a-post), .com",
    ]);
    expect(measured).toEqual(["bare /", "com /", "rsc /", "bare /", "com /blog/a-post"]);
  });
});
