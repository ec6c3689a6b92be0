/**
 * The shape step, run once after every market's steps and before the manifest (compile.ts gives
 * the order): every file in the shape the editor writes it (cms/shape.ts), so a save through the
 * editor changes only what the writer changed: YAML as the editor's formats write it, and a
 * Markdown body as Decap's rich text keeps it. A file out of shape fails at its first differing
 * line, saying what the editor would write there; `npm run format` writes the shape.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { COLLECTIONS, DATA_FILES, type CollectionName, type DataFileName } from "#app/core/content/index.ts";
import { richTextRoundTrip } from "#scripts/content/cms/rich-text.ts";
import { fileShape, isMarkdownFile, type ShapeProblem } from "#scripts/content/cms/shape.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

/**
 * Every file that passed its schema, with that schema (a refused one waits for its fix), as
 * written: a market's view resolves per-market forms, which the editor keeps.
 */
function checkedFiles(valid: ValidContent, files: SourceFile[]): { source: SourceFile; schema: z.ZodType }[] {
  const asWritten = new Map(files.map((file) => [file.file, file]));
  const written = (source: SourceFile) => asWritten.get(source.file) ?? source;
  const checked: { source: SourceFile; schema: z.ZodType }[] = [];
  for (const name of Object.keys(DATA_FILES) as DataFileName[]) {
    const file = valid.data[name];
    if (file) checked.push({ source: written(file.source), schema: DATA_FILES[name].schema });
  }
  for (const name of Object.keys(COLLECTIONS) as CollectionName[])
    for (const entry of valid.entries[name])
      checked.push({ source: written(entry.source), schema: COLLECTIONS[name].schema });
  return checked;
}

export const shapeStep = defineStep({
  name: "shape",
  adds: "an error where a file is not in the shape the editor writes it, at its first differing line",
  async run({ valid, files }: { valid: ValidContent; files: SourceFile[] }, { projectDir, report }) {
    let richText: ((markdown: string) => string) | undefined;
    for (const { source, schema } of checkedFiles(valid, files)) {
      let problems: ShapeProblem[] | undefined =
        source.cached?.shapeFor === source.rel ? source.cached.shape : undefined;
      if (!problems) {
        // Decap's serializer loads only when a Markdown file is not known from an earlier run.
        if (isMarkdownFile(source.rel)) richText ??= await richTextRoundTrip();
        const text = readFileSync(join(projectDir, source.file), "utf8");
        const data = source.data as Record<string, unknown>;
        const { problem } = fileShape(source.rel, text, data, schema, richText);
        problems = problem ? [problem] : [];
        if (source.cached) Object.assign(source.cached, { shape: problems, shapeFor: source.rel });
      }
      report(problems.map((problem) => ({ file: source.file, ...problem })));
    }
    return {};
  },
});
