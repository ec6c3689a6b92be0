/**
 * Finds every field of a kind that needs checking (links, pictures, references, Markdown) by
 * walking a schema and the data it accepted side by side. A new field declared with `sitePath`,
 * `assetPath`, `reference(...)` or `markdown` is checked the moment it exists.
 */
import type { z } from "zod";
import { fieldKinds, type FieldKind } from "#app/core/content/index.ts";

export type KindedValue = { path: (string | number)[]; value: string; kind: FieldKind };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function kindedValues(schema: z.ZodType, data: unknown): KindedValue[] {
  const found: KindedValue[] = [];
  visit(schema, data, [], found);
  return found;
}

function visit(schema: z.ZodType, data: unknown, path: (string | number)[], found: KindedValue[]): void {
  if (data === undefined || data === null) return;
  const kind = fieldKinds.get(schema);
  if (kind && typeof data === "string") {
    found.push({ path, value: data, kind });
    return;
  }
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        visit(field, (data as Record<string, unknown>)[key], [...path, key], found);
      }
      return;
    case "array":
      (data as unknown[]).forEach((item, i) => visit(def.element!, item, [...path, i], found));
      return;
    case "tuple":
      (data as unknown[]).forEach(
        (item, i) => def.items?.[i] && visit(def.items[i], item, [...path, i], found),
      );
      return;
    case "record":
      for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
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
