import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stalePathsIn } from "#scripts/check/path-references.ts";

/** A made-up repository: two folders, a few files. */
const root = mkdtempSync(join(tmpdir(), "tracker-paths-"));
for (const file of ["app/core/seo/seo.ts", "docs/writing.md", "content/docs/guides/_category.yaml"]) {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), "");
}
afterAll(() => rmSync(root, { recursive: true, force: true }));
const FOLDERS = ["app", "docs", "content"];
const stale = (file: string, text: string) =>
  stalePathsIn(root, file, text, FOLDERS).map(({ line, path }) => `${line} ${path}`);

describe("names of repository paths in comments and docs", () => {
  it("reports a name that leads nowhere, with its line", () => {
    expect(
      stale("docs/a.md", "See `app/core/seo/seo.ts`.\nThen docs/throttling.md, and app/core/leads.ts."),
    ).toEqual(["2 docs/throttling.md", "2 app/core/leads.ts"]);
  });

  it("accepts a module named without its extension, a folder, and a pattern that matches", () => {
    expect(stale("docs/a.md", "app/core/seo/seo, app/core/ and content/docs/*/_category.yaml")).toEqual([]);
    expect(stale("docs/a.md", "content/docs/*/missing.yaml")).toEqual(["1 content/docs/*/missing.yaml"]);
  });

  it("checks up to a placeholder, and never a URL or a site path", () => {
    const text = "content/docs/<category>/x.md, https://example.com/app/gone.ts, /app/gone and /docs/gone";
    expect(stale("docs/a.md", text)).toEqual([]);
    expect(stale("docs/a.md", "content/nothing/<slug>.md")).toEqual(["1 content/nothing/"]);
  });

  it("reads only the comments of code", () => {
    const slashes = "/".repeat(2);
    const code = `const fixture = "app/not-here.ts";\n${slashes} see app/gone.ts\nrun(); ${slashes} and docs/gone.md`;
    expect(stale("app/x.ts", code)).toEqual(["2 app/gone.ts", "3 docs/gone.md"]);
  });
});
