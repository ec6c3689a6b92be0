/**
 * Which schema an editor's entry has. Decap hands a format only the entry's data and its fields'
 * names, so the schema is found by those: every collection and settings file of the registry
 * has its own list of fields (tests/unit/cms-config.test.ts holds them to it).
 */
import type { z } from "zod";
import { COLLECTIONS, DATA_FILES } from "#app/core/content/index.ts";
import { sourcePattern } from "#scripts/content/steps/validate.ts";
import { defOf } from "./schema-def.ts";

/** The body of a Markdown entry, the one field no schema lists. */
export const BODY_FIELD = "body";

/** An object schema's field names, in order (the editor's fields follow them). */
export function fieldNamesOf(schema: z.ZodType): string[] {
  return Object.keys(defOf(schema).shape ?? {});
}

const SCHEMAS: z.ZodType[] = [
  ...Object.values(COLLECTIONS).map((c) => c.schema as z.ZodType),
  ...Object.values(DATA_FILES).map((f) => f.schema as z.ZodType),
];

const byFields = new Map<string, z.ZodType>();
for (const schema of SCHEMAS) byFields.set(fieldNamesOf(schema).join(","), schema);

/** The schema whose fields are `names` (a Markdown entry's `body` aside), if one is. */
export function schemaOfFields(names: readonly string[]): z.ZodType | undefined {
  return byFields.get(names.filter((name) => name !== BODY_FIELD).join(","));
}

const FILE_SCHEMAS: [RegExp, z.ZodType][] = [
  ...Object.values(DATA_FILES).map((f): [RegExp, z.ZodType] => [sourcePattern(f.file), f.schema]),
  ...Object.values(COLLECTIONS).map((c): [RegExp, z.ZodType] => [sourcePattern(c.source), c.schema]),
];

/** The schema of a file of content/, by its path there (`pricing.yaml`, `blog/a-post.md`). */
export function schemaOfFile(rel: string): z.ZodType | undefined {
  return FILE_SCHEMAS.find(([pattern]) => pattern.test(rel))?.[1];
}
