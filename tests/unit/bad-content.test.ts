import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileContent } from "#scripts/content/compile.ts";
import { ContentBuildError, formatError } from "#scripts/content/report/errors.ts";
import { BAD_CONTENT_DIR, fixtureTree, treeForCase } from "./fixture-tree.ts";

// Each case under tests/fixtures/bad-content/ lays one fault over the fixture site and names, in
// expected.txt, every error line the writer must see: exactly those, all at once, never a crash.
const cases = readdirSync(BAD_CONTENT_DIR).sort();
const trees: string[] = [];
// Dozens of copies of the fixture site: seconds to delete on a busy machine.
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000);

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
  const CLI = ["--import", "tsx", "scripts/content/cli.ts"];
  // Not as a GitHub Actions step, which would also annotate the errors and write a step summary.
  const cliEnv = (dir: string) => {
    const { GITHUB_ACTIONS: _, GITHUB_STEP_SUMMARY: __, ...env } = process.env;
    return { ...env, CONTENT_PROJECT_DIR: dir };
  };
  const cli = (dir: string) => spawnSync(process.execPath, CLI, { env: cliEnv(dir), encoding: "utf8" });
  // One plain run on a bad tree, read by the two tests below: a run is seconds of a busy machine.
  let badRun: { dir: string; result: ReturnType<typeof cli> } | undefined;
  const runOnBadTree = () => {
    if (!badRun) {
      const dir = treeForCase("several-faults-at-once");
      trees.push(dir);
      badRun = { dir, result: cli(dir) };
    }
    return badRun;
  };

  it("exits 1, prints every error and writes nothing when content is bad", async () => {
    const { dir, result } = runOnBadTree();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("2 content errors:");
    expect(result.stderr).toContain("content/modules/logos.md:4 icon:");
    expect(result.stderr).toContain("content/case-studies/woolcool.md:2 title: is required");
    expect(readdirSync(dir).filter((f) => f.startsWith(".generated"))).toEqual([]);
  });

  it("in GitHub Actions, also annotates each error and lists them all in the step summary", () => {
    const { dir, result: plain } = runOnBadTree();
    const summary = join(dir, "step-summary.md");
    writeFileSync(summary, "Earlier steps' summary\n");
    const result = spawnSync(process.execPath, CLI, {
      env: { ...cliEnv(dir), GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: summary },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    // The writer's lines are unchanged; the workflow commands go to stdout, as the toolkit's do.
    expect(result.stderr).toBe(plain.stderr);
    const errors = plain.stderr.trim().split("\n").slice(1);
    expect(errors).toHaveLength(2);
    const annotations = result.stdout.trim().split("\n");
    expect(annotations).toHaveLength(2);
    expect(annotations).toContain(
      "::error file=content/case-studies/woolcool.md,line=2,title=Content error%3A title::is required",
    );
    expect(
      annotations.every((a) => /^::error file=content\/[^,]+,line=\d+,title=Content error%3A /.test(a)),
    ).toBe(true);
    const written = readFileSync(summary, "utf8");
    expect(written.startsWith("Earlier steps' summary\n### 2 content errors\n")).toBe(true);
    for (const line of errors) expect(written).toContain(`\n${line}\n`);
    // Up to two runs of the CLI (this test may run alone): a busy two-core machine needs more than the default.
  }, 60_000);

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
    expect(existsSync(join(dir, ".generated", "content.us.json"))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.startsWith(".generated"))).toEqual([".generated"]);
  });

  it("prints a report longer than a pipe holds whole, to a reader that falls behind", () => {
    // 400 posts without a title, tags or picture: 1,200 errors, about 120 KB of report, where a
    // pipe holds 64 KiB. The reader takes one byte, then waits a second: a CLI that exited as
    // soon as it had written would lose all that the pipe could not hold by then.
    const dir = fixtureTree("many-errors");
    trees.push(dir);
    const posts = Array.from({ length: 400 }, (_, i) => `a-post-whose-long-file-name-fills-the-pipe-${i}`);
    for (const post of posts)
      writeFileSync(
        join(dir, "content/blog", `${post}.md`),
        "---\ndescription: A description of this test page that is long enough for the schema to accept.\ndate: 2024-01-10\nauthor: bo-example\n---\n\nA post.\n",
      );
    const statusFile = join(dir, "cli-status");
    // A shell pipeline: a real pipe (Node's own child pipes are sockets, which hold far more).
    const pipeline = `{ "$1" ${CLI.join(" ")} 2>&1 >/dev/null; echo $? > "$2"; } | { dd bs=1 count=1 2>/dev/null; sleep 1; cat; }`;
    const result = spawnSync("sh", ["-c", pipeline, "sh", process.execPath, statusFile], {
      env: cliEnv(dir),
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    });
    const report = result.stdout;

    expect(readFileSync(statusFile, "utf8").trim()).toBe("1");
    expect(Buffer.byteLength(report)).toBeGreaterThan(64 * 1024);
    expect(report.endsWith("\n")).toBe(true);
    const lines = report.trimEnd().split("\n");
    expect(lines[0]).toBe("1200 content errors:");
    const expected = posts.flatMap((post) =>
      ["title", "tags", "image"].map((field) => `content/blog/${post}.md:2 ${field}: is required`),
    );
    expect(lines.slice(1).sort()).toEqual(expected.sort());
  }, 60_000);
});
