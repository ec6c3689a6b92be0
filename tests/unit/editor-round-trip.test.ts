/**
 * A save through the editor's rich text is faithful: every Markdown file of content/ goes through
 * Decap's own serializer (decap-cms-widget-markdown, as its rich-text editor runs it on a change)
 * and the editor's format, the way a save writes it, and comes out byte for byte.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, DATA_FILES, type CollectionName } from "#app/core/content/index.ts";
import { containerDirective, EDITOR_COMPONENTS } from "#scripts/content/cms/components.ts";
import {
  BODY_FIELD,
  fieldNamesOf,
  schemaOfFields,
  schemaOfFile,
} from "#scripts/content/cms/entry-schemas.ts";
import { markdownFormat } from "#scripts/content/cms/formats.ts";
import { richTextRoundTrip } from "#scripts/content/cms/rich-text.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";
import { kindedValues } from "#scripts/content/steps/field-walk.ts";

const CONTENT = "content";
const markdownFiles = readdirSync(CONTENT, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".md"))
  .sort();

let richText: (markdown: string) => string;
beforeAll(async () => {
  richText = await richTextRoundTrip();
}, 60_000);

/** What a save after an edit of the body writes: the file read, its body through rich text, written. */
function savedThroughRichText(rel: string, text: string): string {
  const schema = schemaOfFile(rel)!;
  const format = markdownFormat(schemaOfFields);
  const data = format.fromFile(text);
  data[BODY_FIELD] = richText(String(data[BODY_FIELD] ?? ""));
  return format.toFile(data, [...fieldNamesOf(schema), BODY_FIELD]);
}

/** Every construct the site's Markdown pipeline reads, each as the writers' doc writes it. */
const EVERY_CONSTRUCT = `## Set-up times

| Job     | Minutes |
| :------ | ------: |
| Reclaim |      12 |

- [x] Art approved
- [ ] Screens burned

A trial lasts {pricing.trialDays} days.[^1]

:::tip[Before you import]
Save the sheet as **CSV**.

- one
- two
:::

:::warning
No title: it shows as Warning.
:::

\`\`\`csv
name,qty
Polo,40
\`\`\`

![Six-head press](/images/press.png "Our six-head press")

[^1]: Counted on a left-chest logo.`;

describe("a save through the editor's rich text", () => {
  it("runs the serializer of the decap-cms the editor loads", () => {
    // /admin/ loads decap-cms's prebuilt bundle; the tests and the content check import the
    // serializer from the decap-cms-widget-markdown it was built with, which must be the one installed.
    const manifest = (name: string) =>
      JSON.parse(readFileSync(join("node_modules", name, "package.json"), "utf8")) as {
        version: string;
        dependencies: Record<string, string>;
      };
    const app = manifest("decap-cms-app");
    expect(manifest("decap-cms").dependencies["decap-cms-app"]).toBe(app.version);
    expect(app.dependencies["decap-cms-widget-markdown"]).toBe(manifest("decap-cms-widget-markdown").version);
    expect(app.dependencies["decap-cms-core"]).toBe(manifest("decap-cms-core").version);
  });

  it("writes every Markdown file of content/ back byte for byte", () => {
    expect(markdownFiles.length).toBeGreaterThan(50);
    const changed = markdownFiles.filter((name) => {
      const text = readFileSync(join(CONTENT, name), "utf8");
      return savedThroughRichText(name.split("\\").join("/"), text) !== text;
    });
    expect(changed).toEqual([]);
  });

  it("writes every Markdown field of the settings files back as it was", () => {
    const changed: string[] = [];
    for (const [name, { file, schema }] of Object.entries(DATA_FILES)) {
      const data = parse(readFileSync(join(CONTENT, file), "utf8")) as unknown;
      for (const { path, value, kind } of kindedValues(schema, data))
        if (kind.kind === "markdown" && richText(value) !== value) changed.push(`${name}.${path.join(".")}`);
    }
    expect(changed).toEqual([]);
  });

  it("keeps each construct of the site's Markdown, which Decap's rich text alone rewrites", async () => {
    expect(richText(EVERY_CONSTRUCT)).toBe(EVERY_CONSTRUCT);
    const bare = await richTextRoundTrip([]);
    const damaged = bare(EVERY_CONSTRUCT);
    // Without the components: the callout's title escaped, tasks and the table's alignment lost.
    expect(damaged).toContain(":::tip\\[Before you import]");
    expect(damaged).not.toContain("- [ ] Screens burned");
    expect(damaged).not.toContain("| :------ | ------: |");
  });

  it("takes a new kind of block as one more directive: a per-market block", () => {
    const market = containerDirective({
      id: "market",
      label: "Market block",
      names: ["market"],
      attributes: { label: "Markets", hint: "us or uk" },
      body: { label: "Text", hint: "Shown on those markets' sites only." },
    });
    const block = "::::market{us}\nFree shipping over $100.\n\n:::tip\nNested.\n:::\n::::";
    const match = `${block}\n\nAfter.`.match(market.pattern)!;
    expect(match[0]).toBe(block);
    expect(market.toBlock(market.fromBlock(match))).toBe(block);
    expect(EDITOR_COMPONENTS.map((c) => c.id)).toContain("callout");
  });

  it("is checked on every collection of Markdown, whose bodies the preview renders", () => {
    const markdownCollections = (Object.keys(COLLECTIONS) as CollectionName[]).filter((name) =>
      COLLECTIONS[name].source.endsWith(".md"),
    );
    const covered = new Set(markdownFiles.map((name) => schemaOfFile(name.split("\\").join("/"))));
    for (const name of markdownCollections) expect(covered).toContain(COLLECTIONS[name].schema);
    // The kitchen sink renders as the site renders it: no problems, a figure, a callout, the table.
    const { html, problems } = renderMarkdown(EVERY_CONSTRUCT);
    expect(problems).toEqual([]);
    expect(html).toContain("<figure>");
    expect(html).toContain('class="callout callout-tip"');
  });
});
