import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { replaceDirIfChanged } from "#scripts/content/machinery/replace-dir.ts";

const root = mkdtempSync(join(tmpdir(), "tracker-replace-dir-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function tree(files: Record<string, string>): string {
  const dir = join(root, `tree-${n++}`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("replaceDirIfChanged", () => {
  const files = { "receiver.json": '{"a":1}', "bodies/ab.json": "[1,2]" };

  it("leaves an identical folder as it was, so servers watching its files do not restart", () => {
    const target = tree(files);
    const mtime = statSync(join(target, "receiver.json")).mtimeMs;
    const staging = tree(files);
    expect(replaceDirIfChanged(staging, target)).toBe(false);
    expect(statSync(join(target, "receiver.json")).mtimeMs).toBe(mtime);
    expect(existsSync(staging)).toBe(false);
  });

  it.each([
    ["a file's bytes differ at the same size", { ...files, "receiver.json": '{"a":2}' }],
    ["a file is new", { ...files, "bodies/cd.json": "[]" }],
    ["a file is gone", { "receiver.json": files["receiver.json"] }],
  ])("swaps the new folder in when %s", (_, next: Record<string, string>) => {
    const target = tree(files);
    expect(replaceDirIfChanged(tree(next), target)).toBe(true);
    for (const [path, text] of Object.entries(next))
      expect(readFileSync(join(target, path), "utf8")).toBe(text);
    expect(existsSync(join(target, "bodies/cd.json"))).toBe("bodies/cd.json" in next);
  });

  it("puts the folder in place when there was none", () => {
    const target = join(root, "absent");
    expect(replaceDirIfChanged(tree(files), target)).toBe(true);
    expect(readFileSync(join(target, "receiver.json"), "utf8")).toBe(files["receiver.json"]);
  });
});
