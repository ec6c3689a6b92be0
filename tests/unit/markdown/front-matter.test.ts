import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { compileContent } from "#scripts/content/compile.ts";
import { ContentBuildError, formatError } from "#scripts/content/report/errors.ts";
import { readSource } from "#scripts/content/steps/load.ts";
import { fixtureTree } from "#tests/unit/fixture-tree.ts";

const page = (text: string) => readSource("content/pages/x.md", "pages/x.md", Buffer.from(text));
const trees: string[] = [];
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("front matter, read by gray-matter with the yaml package", () => {
  it("gives each field the line it has in the file, and the body the line it starts on", () => {
    const source = page(
      "---\ntitle: Shop\n# a comment\ndescription: >\n  Folded\n  text.\ntags:\n  - a\n  - b\n---\n\nBody.\n",
    );
    expect(source.errors).toEqual([]);
    expect(source.data).toEqual({ title: "Shop", description: "Folded text.\n", tags: ["a", "b"] });
    expect(source.lineOf(["title"])).toBe(2);
    expect(source.lineOf(["description"])).toBe(4);
    expect(source.lineOf(["tags", 1])).toBe(9);
    expect(source.body).toBe("\nBody.\n");
    expect(source.bodyLine).toBe(11);
  });

  it("keeps the lines with Windows line ends and an empty block", () => {
    const crlf = page("---\r\ntitle: Shop\r\norder: 2\r\n---\r\nBody.\r\n");
    expect(crlf.lineOf(["order"])).toBe(3);
    expect(crlf.bodyLine).toBe(5);
    expect(page("---\n---\nBody.").data).toEqual({});
  });

  it("refuses a page with no front matter, or with a block never closed", () => {
    expect(page("# Title\n").errors.map((e) => e.message)).toEqual([
      "is missing: a Markdown page starts with a --- line, its fields, and another --- line",
    ]);
    expect(page("---\ntitle: x\n\nBody").errors.map((e) => e.message)).toEqual([
      "is not closed: add a line with only --- after the last field",
    ]);
  });

  it("reports a wrong field and a broken body link at their lines in the file", async () => {
    const dir = fixtureTree("front-matter-lines");
    trees.push(dir);
    const file = join(dir, "content/modules/logos.md");
    const text = readFileSync(file, "utf8");
    // Line 4 is `icon:`; the body gets a broken link on its third line.
    const lines = text.split("\n");
    expect(lines[3]).toMatch(/^icon: /);
    lines[3] = "icon: unicorn";
    const bodyStart = lines.indexOf("---", 1) + 1;
    lines.splice(bodyStart, 0, "", "", "See [nowhere](/nowhere).");
    writeFileSync(file, lines.join("\n"));
    const error = await compileContent(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentBuildError);
    const errors = (error as ContentBuildError).errors.map(formatError);
    expect(errors.some((e) => e.startsWith("content/modules/logos.md:4 icon: must be one of:"))).toBe(true);
    expect(errors).toContain(
      `content/modules/logos.md:${bodyStart + 3} body: link /nowhere points to a page that does not exist`,
    );
  });
});
