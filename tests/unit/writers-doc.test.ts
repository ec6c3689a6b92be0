/**
 * The writers' doc cannot drift from what the build accepts: its examples of every collection are
 * the schemas' (scripts/content/cms/examples.ts), and every example it gives, copied into the site's
 * content as it stands, passes the content check.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { COLLECTIONS, DATA_FILES, type CollectionName } from "#app/core/content/index.ts";
import {
  examplesSection,
  exampleFile,
  projectSite,
  withExamples,
  WRITERS_DOC,
} from "#scripts/content/cms/examples.ts";
import { canonicalYaml } from "#scripts/content/cms/formats.ts";
import { formatError } from "#scripts/content/report/errors.ts";
import { compileErrors } from "./fixture-tree.ts";

const doc = readFileSync(WRITERS_DOC, "utf8");
const trees: string[] = [];
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The site's content and public/ in a temporary folder, with `files` added. */
function siteWith(files: { path: string; text: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), "tracker-writers-doc-"));
  trees.push(dir);
  for (const part of ["content", "public"]) cpSync(part, join(dir, part), { recursive: true });
  for (const { path, text } of files) writeFileSync(join(dir, path), text);
  return dir;
}

/** pricing.yaml with the rows the doc says a new module and integration need: every plan has them. */
function pricingWithRows(module: string, integration: string): { path: string; text: string } {
  const pricing = parse(readFileSync("content/pricing.yaml", "utf8")) as {
    plans: { id: string }[];
    comparison: { rows: object[] }[];
  };
  const values = Object.fromEntries(pricing.plans.map((plan) => [plan.id, true]));
  pricing.comparison[0]!.rows.push(
    { module, values },
    { feature: "An example integration", integrations: [integration], values },
  );
  return { path: "content/pricing.yaml", text: canonicalYaml(pricing, DATA_FILES.pricing.schema) };
}

/** A page of the content with `body`, as a writer would add one. */
const page = (name: string, body: string) => ({
  path: `content/pages/${name}.md`,
  text: `---\ntitle: ${name}\ndescription: A page a test adds, with a description long enough for the build to accept.\nsection: resources\n---\n\n${body.trim()}\n`,
});

describe("the writers' doc", () => {
  it("gives every collection's example as the schemas make it", () => {
    expect(withExamples(doc, examplesSection(projectSite(".")))).toBe(doc);
  });

  it("gives examples that pass the build when copied into the content", async () => {
    const site = projectSite(".");
    const examples = (Object.keys(COLLECTIONS) as CollectionName[]).map((name) => exampleFile(name, site));
    // The Markdown the doc shows, each block as a page's body; and every fact it names, in one.
    const markdown = [...doc.matchAll(/^(`{3,4})md\n([\s\S]*?)^\1$/gm)].map((m) => m[2]!);
    const bodies = markdown.filter((block) => !block.startsWith("---"));
    const facts = [...new Set([...doc.matchAll(/`(\{[a-z]+\.[A-Za-z0-9.-]+\})`/g)].map((m) => m[1]!))];
    expect(examples.map((e) => e.path).length).toBe(Object.keys(COLLECTIONS).length);
    expect(bodies.length).toBeGreaterThan(0);
    expect(facts.length).toBeGreaterThan(2);
    const slugOf = (name: CollectionName) =>
      examples[Object.keys(COLLECTIONS).indexOf(name)]!.path.replace(/^.*\/|\.md$/g, "");
    const dir = siteWith([
      ...examples,
      pricingWithRows(slugOf("modules"), slugOf("integrations")),
      ...bodies.map((body, i) => page(`writers-doc-markdown-${i + 1}`, body)),
      page("writers-doc-facts", facts.join("\n\n")),
    ]);
    expect((await compileErrors(dir)).map(formatError)).toEqual([]);
  }, 120_000);
});
