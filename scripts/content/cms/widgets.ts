/**
 * Turns a zod schema into Decap CMS fields: each field's widget, whether it is required, its
 * default, its limits and its pattern follow from the schema that validates the build, so a field
 * added to a schema is in the editor at once. A schema type with no widget here throws, naming the
 * field: the unit test walks every collection, so it fails before a writer meets a missing field.
 */
import { z } from "zod";
import { fieldKinds, isoDate } from "#app/core/content/index.ts";
import { checksOf, defOf, isFrom, unwrap, type SchemaCheck } from "./schema-def.ts";
import { MARKET_TEXT_WIDGET } from "./market-text.ts";

/** A Decap field, as config.yml writes it. */
export type DecapField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  pattern?: [string, string];
  [option: string]: unknown;
};

/** Where a field's pictures go, and how the page links them. */
export type MediaFolders = { media_folder: string; public_folder: string };

/** What the walk needs beyond the schema. */
export type WidgetContext = {
  /** A collection name of the registry -> the Decap collection a relation points at, and its fields. */
  relation: (collection: string) => { collection: string; search: string[]; display: string };
  /** Where an image field's uploads go (the collection's media folder). */
  media?: MediaFolders;
};

/** "annualMonthsCharged" -> "Annual months charged". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A check's own message ("must be at most 70 characters"), or undefined when it needs the value. */
function messageOf(check: SchemaCheck): string | undefined {
  try {
    const message = check.error?.();
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a field is for, from its schema's description (`.describe()`), on the field or on what it
 * wraps: the editor shows it as the field's hint, and the writers' doc beside each field.
 */
export function descriptionOf(schema: z.ZodType): string | undefined {
  for (let at: z.ZodType | undefined = schema; at;) {
    const description = z.globalRegistry.get(at)?.description;
    if (description) return description;
    const def = defOf(at);
    at = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
  }
  return undefined;
}

/**
 * A text field's widget: one text for both markets or a text per market (market-text.ts), in a
 * one-line box or a text area (Decap's "string" and "text" widgets hold no per-market form).
 */
const textWidget = (multiline: boolean) => ({ widget: MARKET_TEXT_WIDGET, multiline });

/** Short strings get a one-line box; longer ones (no limit, or over this) a text area. */
const ONE_LINE_MAX = 100;
/** Names of unlimited text fields that are still one line: people, places, ids. */
const ONE_LINE_NAMES =
  /^(name|person|role|company|location|phone|email|hours|label|id|topic|partner|question)$/i;

const EMAIL_PATTERN = "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$";

/**
 * A string's limits as one pattern: Decap's string and text widgets take one [regex, message],
 * so every length limit and regex of the schema becomes a lookahead, and the messages are joined.
 */
function stringPattern(schema: z.ZodType): { pattern?: [string, string]; max?: number } {
  const parts: string[] = [];
  const messages: string[] = [];
  let max: number | undefined;
  const def = defOf(schema);
  const formats = def.format ? [{ check: "string_format", format: def.format, pattern: def.pattern }] : [];
  for (const check of [...formats, ...checksOf(schema)] as SchemaCheck[]) {
    const message = messageOf(check);
    if (check.check === "min_length" && check.minimum !== undefined) {
      parts.push(`(?=[\\s\\S]{${check.minimum},}$)`);
      messages.push(message ?? `must be at least ${check.minimum} characters`);
    } else if (check.check === "max_length" && check.maximum !== undefined) {
      max = check.maximum;
      parts.push(`(?=[\\s\\S]{0,${check.maximum}}$)`);
      messages.push(message ?? `must be at most ${check.maximum} characters`);
    } else if (check.check === "string_format" && check.format === "email") {
      parts.push(`(?=${EMAIL_PATTERN})`);
      messages.push(message ?? "must be an email address");
    } else if (check.check === "string_format" && check.format === "url") {
      parts.push("(?=https?://)");
      messages.push(message ?? "must be an absolute URL");
    } else if (check.check === "string_format" && check.pattern) {
      parts.push(`(?=${check.pattern.source})`);
      messages.push(message ?? `must match ${check.pattern.source}`);
    }
  }
  if (!parts.length) return { max };
  // One message per rule, each once ("must not be empty" and a limit can both apply).
  return { pattern: [`^${parts.join("")}`, [...new Set(messages)].join("; ")], max };
}

/** Decap's number options from the schema's checks: integer or not, and its bounds. */
function numberOptions(schema: z.ZodType): Record<string, unknown> {
  const options: Record<string, unknown> = { value_type: "float" };
  for (const check of checksOf(schema)) {
    if (check.check === "number_format" && /int/.test(check.format ?? "")) options.value_type = "int";
  }
  for (const check of checksOf(schema)) {
    const step = options.value_type === "int" ? 1 : 0;
    if (check.check === "greater_than") options.min = check.value! + (check.inclusive ? 0 : step);
    if (check.check === "less_than") options.max = check.value! - (check.inclusive ? 0 : step);
  }
  return options;
}

/** An array's bounds, as Decap's list and relation options min and max. */
function lengthOptions(schema: z.ZodType): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") bounds.min = check.minimum;
    if (check.check === "max_length") bounds.max = check.maximum;
    if (check.check === "length_equals") bounds.min = bounds.max = check.length;
  }
  return bounds;
}

/** A field's path, for the error that names a schema type with no widget. */
export class NoWidgetError extends Error {}

/**
 * The Decap field of one schema field. `sample` is the current value (from content), used only for
 * a record, whose keys are data: it is edited as an object of the keys it has.
 */
function fieldOf(
  name: string,
  schema: z.ZodType,
  context: WidgetContext,
  path: string,
  sample?: unknown,
): DecapField {
  const { inner, optional, defaultValue } = unwrap(schema);
  const base: DecapField = { name, label: labelOf(name), widget: "" };
  if (optional) base.required = false;
  if (defaultValue !== undefined) base.default = defaultValue;
  const field = { ...base, ...widgetOf(name, inner, context, path, sample) };
  const description = descriptionOf(schema);
  if (description) field.hint = field.hint ? `${description} ${field.hint}` : description;
  return field;
}

function widgetOf(
  name: string,
  schema: z.ZodType,
  context: WidgetContext,
  path: string,
  sample: unknown,
): Omit<DecapField, "name" | "label"> {
  if (isFrom(schema, isoDate)) {
    return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  }
  const kind = fieldKinds.get(schema);
  if (kind?.kind === "markdown") return { widget: "markdown" };
  if (kind?.kind === "reference") return relationOf(kind.collection, context);
  if (kind?.kind === "asset" && context.media) {
    // The widget writes the uploaded file's public path itself; the build checks it exists.
    return { widget: "image", choose_url: false, ...context.media };
  }
  const def = defOf(schema);
  switch (def.type) {
    case "string": {
      const { pattern, max } = stringPattern(schema);
      const oneLine = (max !== undefined && max <= ONE_LINE_MAX) || ONE_LINE_NAMES.test(name) || !!kind;
      const formatted = !!def.format || checksOf(schema).some((c) => c.check === "string_format");
      return { ...textWidget(!(oneLine || formatted)), ...(pattern ? { pattern } : {}) };
    }
    case "number":
      return { widget: "number", ...numberOptions(schema) };
    case "boolean":
      return { widget: "boolean", default: false };
    case "enum":
      return { widget: "select", options: Object.values(def.entries ?? {}) };
    case "literal":
      // One allowed value: shown, chosen already.
      return { widget: "select", options: def.values, default: def.values?.[0] };
    case "object":
      return {
        widget: "object",
        collapsed: false,
        fields: fieldsOf(schema, context, path, sample),
      };
    case "array":
      return listOf(name, schema, context, path, sample);
    case "record":
      return recordOf(schema, context, path, sample);
    case "union":
      return unionOf(name, schema, context, path, sample);
    default:
      throw new NoWidgetError(`${path}: no Decap widget for a zod ${def.type}`);
  }
}

function relationOf(collection: string, context: WidgetContext) {
  const target = context.relation(collection);
  return {
    widget: "relation",
    collection: target.collection,
    // The entry's file name is what the content names it by (author: sarah-whitfield).
    value_field: "{{slug}}",
    search_fields: target.search,
    display_fields: [target.display],
  };
}

function listOf(name: string, schema: z.ZodType, context: WidgetContext, path: string, sample: unknown) {
  const bounds = lengthOptions(schema);
  const element = unwrap(defOf(schema).element!).inner;
  const kind = fieldKinds.get(element);
  // A list of references is one relation field choosing several entries.
  if (kind?.kind === "reference") {
    return {
      ...relationOf(kind.collection, context),
      multiple: true,
      ...(bounds.min !== undefined ? { min: bounds.min } : {}),
      ...(bounds.max !== undefined ? { max: bounds.max } : {}),
    };
  }
  if (defOf(element).type === "enum") {
    return {
      widget: "select",
      multiple: true,
      options: Object.values(defOf(element).entries ?? {}),
      ...bounds,
    };
  }
  const items = Array.isArray(sample) ? sample : [];
  const itemField = fieldOf(name, element, context, `${path}[]`, items[0]);
  const listed = { widget: "list", collapsed: true, ...bounds };
  if (itemField.widget === "object")
    return { ...listed, fields: itemField.fields, summary: summaryOf(itemField) };
  // A list of single values keeps plain values in the file (a list of strings, not of objects).
  return { ...listed, field: { ...itemField, label: labelOf(name) } };
}

/** The first text field names each item of a collapsed list. */
function summaryOf(field: DecapField): string | undefined {
  const first = (field.fields as DecapField[]).find((f) =>
    [MARKET_TEXT_WIDGET, "relation"].includes(f.widget),
  );
  return first ? `{{fields.${first.name}}}` : undefined;
}

/**
 * A record's keys are data (plan ids, US words), so it is edited as an object with a field per key
 * the content has now; a new key is added in the file. Keys given by an enum are all listed.
 */
function recordOf(schema: z.ZodType, context: WidgetContext, path: string, sample: unknown) {
  const def = defOf(schema);
  const enumKeys =
    defOf(def.keyType!).type === "enum" ? Object.values(defOf(def.keyType!).entries ?? {}) : [];
  const keys = [
    ...new Set([...enumKeys.map(String), ...Object.keys((sample as Record<string, unknown>) ?? {})]),
  ];
  const values = (sample ?? {}) as Record<string, unknown>;
  return {
    widget: "object",
    collapsed: true,
    fields: keys.map((key) => fieldOf(key, def.valueType!, context, `${path}.${key}`, values[key])),
  };
}

/**
 * A union of objects (a comparison row: a module or a feature) is one object with every option's
 * fields, none required; a union of plain values (yes, no, or a short text) is a text box.
 */
function unionOf(name: string, schema: z.ZodType, context: WidgetContext, path: string, sample: unknown) {
  const options = (defOf(schema).options ?? []).map((o) => unwrap(o).inner);
  const types = options.map((o) => defOf(o).type);
  if (types.every((t) => t === "object")) {
    const fields = new Map<string, DecapField>();
    for (const option of options) {
      for (const field of fieldsOf(option, context, path, sample)) {
        if (!fields.has(field.name)) fields.set(field.name, { ...field, required: false });
      }
    }
    return { widget: "object", collapsed: false, fields: [...fields.values()] };
  }
  if (types.every((t) => ["string", "number", "boolean", "undefined"].includes(t))) {
    const hint = types.includes("boolean") ? "true, false, or a short text" : undefined;
    return { ...textWidget(false), ...(hint ? { hint } : {}) };
  }
  throw new NoWidgetError(`${path}: no Decap widget for a zod union of ${types.join(", ")} (${name})`);
}

/** Every field of an object schema, in the schema's order. */
export function fieldsOf(
  schema: z.ZodType,
  context: WidgetContext,
  path = "",
  sample?: unknown,
): DecapField[] {
  const { inner } = unwrap(schema);
  const shape = defOf(inner).shape;
  if (!shape) throw new NoWidgetError(`${path || "(root)"}: not an object schema`);
  const values = (sample ?? {}) as Record<string, unknown>;
  return Object.entries(shape).map(([key, field]) =>
    fieldOf(key, field, context, path ? `${path}.${key}` : key, values[key]),
  );
}
