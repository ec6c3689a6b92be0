import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/content/compile.ts";
import { ContentBuildError, formatError } from "../../scripts/content/errors.ts";
import { BAD_CONTENT_DIR, treeForCase } from "./fixture-tree.ts";

// Each case under tests/fixtures/bad-content/ lays one fault over the fixture site and names, in
// expected.txt, every error line the writer must see: exactly those, all at once, never a crash.
const cases = readdirSync(BAD_CONTENT_DIR).sort();
const trees: string[] = [];
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("bad content fails the build with file:line field: message", () => {
  for (const name of cases) {
    it(name, async () => {
      const dir = treeForCase(name);
      trees.push(dir);
      const expected = readFileSync(join(BAD_CONTENT_DIR, name, "expected.txt"), "utf8")
        .trim()
        .split("\n");
      let thrown: unknown;
      try {
        await compileContent(dir);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ContentBuildError);
      expect((thrown as ContentBuildError).errors.map(formatError)).toEqual(expected);
    });
  }
});

describe("the content CLI", () => {
  const cli = (dir: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/content/cli.ts"], {
      env: { ...process.env, CONTENT_PROJECT_DIR: dir },
      encoding: "utf8",
    });

  it("exits 1, prints every error and writes nothing when content is bad", async () => {
    const dir = treeForCase("several-faults-at-once");
    trees.push(dir);
    const result = cli(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("2 content errors:");
    expect(result.stderr).toContain("content/modules/logos.md:4 icon:");
    expect(result.stderr).toContain("content/case-studies/woolcool.md:2 title: is required");
    expect(readdirSync(dir).filter((f) => f.startsWith(".generated"))).toEqual([]);
  });

  it("writes .generated/ when content is good, and leaves no staging folder behind", async () => {
    const dir = treeForCase("several-faults-at-once");
    trees.push(dir);
    // Put the fixture's own files back: the same tree, now valid.
    for (const file of ["content/modules/logos.md", "content/case-studies/woolcool.md"]) {
      rmSync(join(dir, file));
      spawnSync("cp", [join("tests/fixtures/site", file), join(dir, file)]);
    }
    const result = cli(dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(existsSync(join(dir, ".generated", "content.json"))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.startsWith(".generated"))).toEqual([".generated"]);
  });
});
