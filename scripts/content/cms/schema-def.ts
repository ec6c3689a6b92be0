/**
 * What the content tools read of a zod schema's definition (zod 4 keeps it at `_zod.def`): the
 * formats order keys by it, the writers' doc's examples fill fields by it, and the field walk
 * (steps/field-walk.ts) finds the fields to check by it.
 */
import type { z } from "zod";

export type SchemaDef = {
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
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number; value?: number } };
  }[];
};

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Schemas that wrap the one a value is written as. */
export const WRAPPERS = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "readonly",
  "catch",
  "nonoptional",
]);
