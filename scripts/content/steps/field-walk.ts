/**
 * Finds every field of a kind that needs checking (links, pictures, references, Markdown) by
 * walking a schema and the data it accepted side by side. A new field declared with `sitePath`,
 * `assetPath`, `reference(...)` or `markdown` is checked the moment it exists.
 */
import type { z } from "zod";
import { fieldKinds, type FieldKind } from "#app/core/content/index.ts";
import { defOf } from "#scripts/content/cms/schema-def.ts";

export type KindedValue = { path: (string | number)[]; value: string; kind: FieldKind };

export function kindedValues(schema: z.ZodType, data: unknown): KindedValue[] {
  const found: KindedValue[] = [];
  visit(schema, data, [], found);
  return found;
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null && !Array.isArray(data);

function visit(schema: z.ZodType, data: unknown, path: (string | number)[], found: KindedValue[]): void {
  if (data === undefined || data === null) return;
  const kind = fieldKinds.get(schema);
  if (kind && typeof data === "string") {
    found.push({ path, value: data, kind });
    return;
  }
  const def = defOf(schema);
  switch (def.type) {
    // Data a schema refused is walked too (its references are checked in the same run), so each
    // step looks at the value's type before going in.
    case "object":
      if (!isRecord(data)) return;
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        visit(field, data[key], [...path, key], found);
      }
      return;
    case "array":
      if (!Array.isArray(data)) return;
      data.forEach((item, i) => visit(def.element!, item, [...path, i], found));
      return;
    case "tuple":
      if (!Array.isArray(data)) return;
      data.forEach((item, i) => def.items?.[i] && visit(def.items[i], item, [...path, i], found));
      return;
    case "record":
      if (!isRecord(data)) return;
      for (const [key, value] of Object.entries(data)) {
        visit(def.valueType!, value, [...path, key], found);
      }
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return visit(def.innerType!, data, path, found);
    case "pipe":
      // Validated data is the pipe's output: walk the schema that produced it, or, after a
      // transform (a claim or quote named by id), the input's fields, which the output keeps.
      return visit(defOf(def.out!).type === "transform" ? def.in! : def.out!, data, path, found);
    case "lazy":
      return visit(def.getter!(), data, path, found);
    case "union":
      // The option that accepts the value is the one that describes it.
      for (const option of def.options ?? []) {
        if (option.safeParse(data).success) return visit(option, data, path, found);
      }
      return;
    default:
      return;
  }
}
