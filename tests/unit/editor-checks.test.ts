/**
 * The editor's checks (scripts/build/cms/editor/checks.ts) say, beside each field, what the content
 * check says of the same file: the same faults, in the same words, before the save.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "#app/core/content/index.ts";
import { checkedSite, entryProblems, type CheckedSite } from "#scripts/build/cms/editor/checks.ts";
import { previewData } from "#scripts/build/cms/admin.ts";
import { richTextRoundTrip } from "#scripts/content/cms/rich-text.ts";
import { compileContent } from "#scripts/content/compile.ts";
import { compileErrors, fixtureTree } from "./fixture-tree.ts";

const trees: string[] = [];
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

let richText: (markdown: string) => string;
let site: CheckedSite;
beforeAll(async () => {
  richText = await richTextRoundTrip();
  const compiled = await compileContent(fixtureTree("editor-checks"));
  // As the editor of the .us build gets it, {market.…} facts included.
  site = checkedSite(previewData(compiled.content.us, compiled.manifest, compiled.spelling, "us"));
}, 60_000);

/** A page with a fault in each of three fields, as the editor holds it and as its file. */
const entry = {
  title: "Shop Floor Tips",
  description: "Too short for a search snippet.",
  section: "resources",
  body: [
    "Read the [old module page](/modules/logo-hub) and the [news](/news) first.",
    "",
    ":::warning\\[Hot platen]",
    "Let it cool for {pricing.plans.starter.nmae} minutes.",
    ":::",
  ].join("\n"),
};

describe("the editor's checks", () => {
  it("report what the build reports of the same file, in its words, beside each field", async () => {
    const dir = fixtureTree("editor-checks-file");
    trees.push(dir);
    const { body, ...frontMatter } = entry;
    const yaml = Object.entries(frontMatter).map(([key, value]) => `${key}: ${value}`);
    writeFileSync(join(dir, "content/pages/shop-floor-tips.md"), `---\n${yaml.join("\n")}\n---\n\n${body}\n`);
    const build = (await compileErrors(dir)).map((e) => `${e.field}: ${e.message}`);
    const editor = entryProblems(COLLECTIONS.pages.schema, entry, site, richText);
    const shown = [...editor].flatMap(([field, messages]) =>
      messages.map((message) => `${field}: ${message.replace(/^line \d+: /, "")}`),
    );
    expect(build.length).toBeGreaterThanOrEqual(4);
    expect(shown.sort()).toEqual(build.sort());
  });

  it("name the body's line, and say nothing of a file the build accepts", () => {
    const body = entryProblems(COLLECTIONS.pages.schema, entry, site, richText).get("body")!;
    expect(
      body.some((message) => message.startsWith("line 3: :::warning\\[Hot platen] has its title's [")),
    ).toBe(true);
    const clean = {
      ...entry,
      description: "A description long enough for the schema, of a page that is fine.",
      body: "Fine.",
    };
    expect([...entryProblems(COLLECTIONS.pages.schema, clean, site, richText)]).toEqual([]);
  });
});
