/**
 * A save of a settings file through the editor is a minimal diff: each file of content/ is read
 * and written by the editor's format (the one its bundle registers with Decap) with one field
 * changed, and only that field's lines change.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DATA_FILES } from "#app/core/content/index.ts";
import { fieldNamesOf, schemaOfFields } from "#scripts/content/cms/entry-schemas.ts";
import { yamlFormat } from "#scripts/content/cms/formats.ts";
import { changedLines } from "#tests/support/changed-lines.ts";

type Path = (string | number)[];

/** Every text, number and yes/no of a value, with its path. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

/** A copy of `data` with the value at `path` changed, as a writer's edit changes it. */
function edited(data: unknown, path: Path): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const key = path.at(-1)!;
  const value = at[key];
  at[key] =
    typeof value === "number" ? value + 1 : typeof value === "boolean" ? !value : `${String(value)} (edited)`;
  return copy;
}

/**
 * How many lines a save changed: those it wrote that the file did not have, or those it dropped,
 * whichever are more (a line changed in place is one of each).
 */
const changedCount = (before: string, after: string) =>
  Math.max(changedLines(before, after).length, changedLines(after, before).length);

const format = yamlFormat(schemaOfFields);
/** Fields edited in each file: spread over the whole file, the last among them. */
const SAMPLES = 12;

describe("a settings save through the editor", () => {
  for (const [name, { file, schema }] of Object.entries(DATA_FILES)) {
    it(`changes only the edited field's line in ${file}`, () => {
      const text = readFileSync(join("content", file), "utf8");
      const data = format.fromFile(text);
      const keys = fieldNamesOf(schema);
      // As read, the file is what the editor writes: an untouched save changes nothing.
      expect(format.toFile(data, keys)).toBe(text);
      const paths = leaves(data);
      const picked = paths
        .filter((_, i) => i % Math.ceil(paths.length / SAMPLES) === 0)
        .concat([paths.at(-1)!]);
      for (const path of picked) {
        const saved = format.toFile(edited(data, path) as Record<string, unknown>, keys);
        expect({ field: `${name}.${path.join(".")}`, lines: changedCount(text, saved) }).toEqual({
          field: `${name}.${path.join(".")}`,
          lines: 1,
        });
      }
    });
  }
});
