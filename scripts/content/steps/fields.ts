/**
 * The fields that point somewhere or hold Markdown, found by walking each schema beside its
 * data (field-walk.ts): in every file that passed its schema, Markdown rendered to HTML, and every
 * link, picture and reference queued for the cross-check; in a file its schema refused, the links,
 * pictures and references it has, so a post with a bad date and an unknown author hears of both
 * in one run.
 */
import type { z } from "zod";
import { COLLECTIONS, DATA_FILES, type CollectionName, type DataFileName } from "#app/core/content/index.ts";
import { dataPagePath } from "./bodies.ts";
import type { Checked } from "./crosscheck.ts";
import { kindedValues } from "./field-walk.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";
import { fieldName, type ValidContent } from "./validate.ts";

/** A Markdown field's place in its file's data and its HTML. */
export type MarkdownField = { path: (string | number)[]; html: string };

export const fieldsStep = defineStep({
  name: "fields",
  adds: "each Markdown field as HTML, and every field's links, pictures and references to check",
  run({ valid }: { valid: ValidContent }, { cache, market }) {
    const markdownFields = new Map<SourceFile, MarkdownField[]>();
    const checked: Checked[] = [];
    const visit = (source: SourceFile, schema: z.ZodType, data: unknown, fromPath: string | null) => {
      for (const { path, value, kind } of kindedValues(schema, data)) {
        const field = fieldName(path);
        if (kind.kind !== "markdown") {
          checked.push({ source, field, line: () => source.lineOf(path), value, kind, fromPath });
          continue;
        }
        // Its facts are written in already (facts.ts); its per-market forms are this market's.
        const rendered = cache.render(value, undefined, market);
        markdownFields.set(source, [...(markdownFields.get(source) ?? []), { path, html: rendered.html() }]);
        // YAML folds Markdown's lines, so a link's line is found by its text in the file.
        const lineAt = (line: number, url?: string) =>
          url ? source.lineOfText(path, url) : source.lineOf(path) + line - 1;
        checked.push({ source, field, markdown: rendered, lineAt, fromPath });
      }
    };
    for (const name of Object.keys(DATA_FILES) as DataFileName[]) {
      const file = valid.data[name];
      if (file) visit(file.source, DATA_FILES[name].schema, file.data, dataPagePath(name));
    }
    for (const name of Object.keys(COLLECTIONS) as CollectionName[])
      for (const entry of valid.entries[name])
        visit(entry.source, COLLECTIONS[name].schema, entry.data, entry.path);
    for (const { source, schema, path } of valid.refused) {
      for (const { path: at, value, kind } of kindedValues(schema, source.data)) {
        // Markdown of a refused file waits for the fix: it is rendered with the file's facts.
        if (kind.kind === "markdown") continue;
        checked.push({
          source,
          field: fieldName(at),
          line: () => source.lineOf(at),
          value,
          kind,
          fromPath: path,
        });
      }
    }
    return { markdownFields, fieldLinks: checked };
  },
});
