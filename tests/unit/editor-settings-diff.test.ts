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

/** Lines of `after` that are not in `before`, in order (a longest-common-subsequence diff). */
function changedLines(before: string, after: string): number {
  const [a, b] = [before.split("\n"), after.split("\n")];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  return Math.max(a.length, b.length) - lcs[0]![0]!;
}

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
        expect({ field: `${name}.${path.join(".")}`, lines: changedLines(text, saved) }).toEqual({
          field: `${name}.${path.join(".")}`,
          lines: 1,
        });
      }
    });
  }
});
