/**
 * `npm run format` (after Prettier): writes every file of content/ in the shape the editor writes
 * it (shape.ts), so the content check accepts it and a later save through the editor changes only
 * what the writer changed. A body that Decap's rich text would change on the page is left as it
 * is, with its line named: that needs a writer. `tsx scripts/content/cms/cli.ts <dir>` formats
 * another content folder (the test fixtures').
 */
import { isUtf8 } from "node:buffer";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parse } from "yaml";
import { schemaOfFile } from "./entry-schemas.ts";
import { examplesSection, projectSite, withExamples, WRITERS_DOC } from "./examples.ts";
import { splitMarkdownFile } from "./formats.ts";
import { richTextRoundTrip } from "./rich-text.ts";
import { fileShape, isMarkdownFile } from "./shape.ts";

const dirs = process.argv.slice(2);
const richText = await richTextRoundTrip();
let written = 0;
let refused = 0;
for (const dir of dirs.length ? dirs : ["content"]) {
  const root = resolve(dir);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.(md|ya?ml)$/.test(f),
  );
  for (const name of files.sort()) {
    const rel = name.split("\\").join("/");
    const full = join(root, name);
    const bytes = readFileSync(full);
    if (!isUtf8(bytes)) continue; // not text the editor could open: the content check says so
    const text = bytes.toString("utf8");
    const markdown = isMarkdownFile(rel);
    let data: unknown;
    try {
      data = parse(markdown ? (splitMarkdownFile(text)?.yaml ?? "") : text);
    } catch {
      continue; // YAML that does not parse: the content check names its line
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) continue;
    const { shaped, problem } = fileShape(
      rel,
      text,
      data as Record<string, unknown>,
      schemaOfFile(rel),
      richText,
    );
    if (!problem) continue;
    const shown = relative(process.cwd(), full);
    if (!shaped.faithful) {
      console.error(`${shown}:${problem.line} ${problem.field}: ${problem.message}`);
      refused++;
      continue;
    }
    writeFileSync(full, shaped.text);
    written++;
  }
}
console.log(`format: ${written} content file${written === 1 ? "" : "s"} written in the editor's shape`);

// The writers' doc's examples follow the schemas (examples.ts).
if (dirs.length === 0) {
  const doc = readFileSync(WRITERS_DOC, "utf8");
  const next = withExamples(doc, examplesSection(projectSite(".")));
  if (next === undefined) console.error(`${WRITERS_DOC} has no place for its examples`);
  else if (next !== doc) {
    writeFileSync(WRITERS_DOC, next);
    console.log(`format: ${WRITERS_DOC}'s examples written from the schemas`);
  }
}
if (refused > 0) process.exitCode = 1;
