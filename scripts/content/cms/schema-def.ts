/**
 * What the content tools read of a zod schema's definition (zod 4 keeps it at `_zod.def`): the
 * formats order keys by it, the editor's fields (widgets.ts) and the writers' doc's examples take
 * their widgets, limits and values from it, and the field walk (steps/field-walk.ts) finds the
 * fields to check by it.
 */
import type { z } from "zod";
import { fieldKinds, isoDate } from "#app/core/content/index.ts";

/** One check of a schema (a length limit, a bound, a format), as its definition holds it. */
export type SchemaCheck = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: (issue?: unknown) => unknown;
};

export type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: SchemaCheck } }[];
};

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** A schema's checks (its limits, bounds and formats), in order. */
export const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((c) => c._zod.def);

/** Whether `schema` is `base` or a copy of it (`.describe()` copies a schema, keeping it as parent). */
export function isFrom(schema: z.ZodType, base: z.ZodType): boolean {
  for (
    let at: z.ZodType | undefined = schema;
    at;
    at = (at as unknown as { _zod: { parent?: z.ZodType } })._zod.parent
  )
    if (at === base) return true;
  return false;
}

/** Schemas that wrap the one a value is written as. */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** Wrappers that let a field be left out (a default or a caught value stands in for it). */
const LEAVE_OUT = new Set(["optional", "default", "prefault", "catch"]);

/** The schema a value is written as, whether the field may be left out, and its default. */
type Unwrapped = { inner: z.ZodType; optional: boolean; defaultValue?: unknown };

/**
 * Unwraps optional, default and friends, and pipes: a pipe is written as its input, or, after a
 * preprocess, as its output. A pipe that is a field of its own (a date, or one of a field kind)
 * is kept whole.
 */
export function unwrap(schema: z.ZodType): Unwrapped {
  let optional = false;
  let defaultValue: unknown;
  let current = schema;
  for (let def = defOf(current); ; def = defOf(current)) {
    if (WRAPPERS.has(def.type)) {
      if (LEAVE_OUT.has(def.type)) optional = true;
      if (def.type === "default" || def.type === "prefault")
        defaultValue = typeof def.defaultValue === "function" ? undefined : def.defaultValue;
      current = def.innerType!;
    } else if (def.type === "pipe" && !fieldKinds.get(current) && !isFrom(current, isoDate)) {
      current = defOf(def.in!).type === "transform" ? def.out! : def.in!;
    } else return { inner: current, optional, defaultValue };
  }
}
