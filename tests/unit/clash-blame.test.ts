import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatError } from "#scripts/content/report/errors.ts";
import { compileErrors, fixtureTree } from "./fixture-tree.ts";

const trees: string[] = [];
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The fixture site as a repository with one commit, as a pull request's base is. */
function committedTree(): string {
  const dir = fixtureTree("clash");
  trees.push(dir);
  const git = (...args: string[]) =>
    spawnSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], { cwd: dir });
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "base");
  return dir;
}

describe("a clash is reported where the change is", () => {
  it("names the file a pull request adds, not the committed one it collides with", async () => {
    const dir = committedTree();
    writeFileSync(
      join(dir, "content/pages/logo-tips.md"),
      "---\ntitle: Logos\ndescription: A description of this test page that is long enough for the schema to accept.\nsection: resources\n---\n\nTips.\n",
    );
    const errors = (await compileErrors(dir)).map(formatError);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/pages\/logo-tips\.md:2 title: "Logos" is already the title of content\/modules\/logos\.md/,
    );
  });
});
