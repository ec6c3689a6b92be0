/**
 * Field types shared by every content schema. Fields that point somewhere (a page, a picture,
 * another entry) or hold Markdown are registered in `fieldKinds`, so the content build finds every
 * one of them by walking the schema, and checks them all the same way: no list kept by hand.
 */
import { z } from "zod";
import { ICONS } from "./icons.ts";

/** What the content build does with a field's value after the schema has accepted it. */
export type FieldKind =
  /** A page of the site or a file it serves (/sitemap.xml, a picture); may end in ?query or #heading. */
  | { kind: "link" }
  /** A file under public/ (a picture or a clip), used as it is. */
  | { kind: "asset" }
  /** A file under public/ or an https URL on another site. */
  | { kind: "media" }
  /** Markdown: rendered to HTML at build time; its links and pictures are checked like a page's. */
  | { kind: "markdown" }
  /** The slug of an entry in another collection (as Astro's `reference()`). */
  | { kind: "reference"; collection: string }
  /** A name a data file declares, `group.name` (a column of Tracker's import: "customers.email"). */
  | { kind: "key"; file: string }
  /**
   * The id of an entry a data file keeps under its own name (claims.yaml's `claims`): the step
   * that writes the entry in refuses an unknown one; the writers' doc's examples name a real one.
   */
  | { kind: "entry"; file: string };

export const fieldKinds = z.registry<FieldKind>();

function withKind<T extends z.ZodType>(schema: T, kind: FieldKind): T {
  fieldKinds.add(schema, kind);
  return schema;
}

/**
 * Text a writer must fill in, at most `max` characters: every text field has a limit, so a
 * pasted file or a runaway string fails the build instead of shipping. A new schema each call, so
 * a field kind never spreads to others.
 */
const nonEmpty = (max: number) => z.string().trim().min(1, "must not be empty").max(max, atMost(max));

/** Too long says only that: the field's other checks (its form, its {placeholders}) wait for a fix. */
function atMost(max: number) {
  return { message: `must be at most ${max} characters`, abort: true };
}

/** The most a plain text field holds: a label, a sentence or a short paragraph. */
const TEXT_MAX_CHARACTERS = 600;
/** The most a Markdown field holds (an answer, a note of a few paragraphs). */
const MARKDOWN_MAX_CHARACTERS = 4000;
/** The most a path, URL or id holds. */
const ADDRESS_MAX_CHARACTERS = 500;

/**
 * Checks the {placeholders} of a text against the `names` the site fills in there: any other
 * would show to visitors as it is written ("{compnay}"). A dotted name ({pricing.trialDays}) is a
 * fact, not a placeholder: the build resolves it from the data, and refuses one it cannot find.
 */
const placeholdersOf = (names: readonly string[]) => (value: string, ctx: z.RefinementCtx) => {
  for (const [, name] of value.matchAll(/\{([^{}\s.]*)\}/g))
    if (!names.includes(name!))
      ctx.addIssue({
        code: "custom",
        message:
          names.length > 0
            ? `{${name}} is not filled in here; this text can use ${names.map((n) => `{${n}}`).join(", ")}`
            : `{${name}} is not filled in here; this text takes no {placeholders}`,
      });
};

/** Plain text: no {placeholders}. */
export const text = nonEmpty(TEXT_MAX_CHARACTERS).superRefine(placeholdersOf([]));

/** Short text with a tighter limit: titles, labels and anything else drawn on a social card. */
export const shortText = (max: number) => nonEmpty(max).superRefine(placeholdersOf([]));

/** Text with {placeholders} the site fills in: each must be one of `names`. */
export const template = (...names: string[]) =>
  nonEmpty(TEXT_MAX_CHARACTERS).superRefine(placeholdersOf(names));

/** A list in which each item may appear once: a repeat is named by its place in the list. */
export const listOfUnique = <T extends z.ZodType>(item: T) =>
  z.array(item).superRefine((items, ctx) => {
    items.forEach((value, index) => {
      if (items.indexOf(value) !== index)
        ctx.addIssue({ code: "custom", path: [index], message: `${JSON.stringify(value)} is listed twice` });
    });
  });

/**
 * A list in which each entry's `key` appears once (listOfUnique compares whole values): a repeat
 * is named at its place (files.1.id: "customers" is listed twice).
 */
export const listOfUniqueBy = <T extends z.ZodType, K extends keyof z.output<T> & string>(item: T, key: K) =>
  z.array(item).superRefine((items, ctx) => {
    const seen = new Set<unknown>();
    items.forEach((entry, index) => {
      const value = entry[key];
      if (seen.has(value))
        ctx.addIssue({
          code: "custom",
          path: [index, key],
          message: `${JSON.stringify(value)} is listed twice`,
        });
      seen.add(value);
    });
  });

/** One field per key of `keys`, each a `value`, and no others: a label per option, per change frequency, per import file. */
export const perKey = <T extends readonly string[], S extends z.ZodType>(keys: T, value: S) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<T[number], S>);

/** Search-result snippet: one sentence; 50-160 characters is what search engines show in full. */
export const description = z
  .string()
  .trim()
  .min(50, "must be at least 50 characters")
  .max(160, "must be at most 160 characters");

/** A page's title: the <title>, the h1 and its social card; 70 characters fit all three. */
export const pageTitle = shortText(70);

/** A site path: "/", "/modules/logos", "/sitemap.xml", "/pricing#faq" or "/modules?category=sales". */
export const sitePath = withKind(
  z
    .string()
    .max(ADDRESS_MAX_CHARACTERS, atMost(ADDRESS_MAX_CHARACTERS))
    .regex(
      /^\/(?:[a-z0-9._-]+(?:\/[a-z0-9._-]+)*)?(?:\?[^#\s]*)?(?:#[a-z0-9-]+)?$/,
      "must be a site path like /modules/logos (lowercase, no trailing slash)",
    )
    .brand<"SitePath">(),
  { kind: "link" },
);

/** A file under public/, written as its URL: /images/blog/cover.svg */
export const assetPath = withKind(
  z
    .string()
    .max(ADDRESS_MAX_CHARACTERS, atMost(ADDRESS_MAX_CHARACTERS))
    .regex(/^\/[\w.-]+(?:\/[\w.-]+)*$/, "must be the path of a file under public/, like /images/x.svg")
    .brand<"AssetPath">(),
  { kind: "asset" },
);

/** A file under public/ (/videos/x.mp4) or an absolute https URL on another site. */
export const mediaUrl = withKind(
  z
    .string()
    .max(ADDRESS_MAX_CHARACTERS, atMost(ADDRESS_MAX_CHARACTERS))
    .regex(/^(\/[\w.-]|https:\/\/)/, "must be a path under public/ or an https URL"),
  { kind: "media" },
);

/** Markdown text (links, emphasis, lists); compiled to HTML, so the app receives HTML. */
export const markdown = withKind(nonEmpty(MARKDOWN_MAX_CHARACTERS).brand<"Markdown">(), { kind: "markdown" });

/** The slug of an entry of `collection`, e.g. reference("industries") accepts "screen-printing". */
export const reference = (collection: string) =>
  withKind(nonEmpty(ADDRESS_MAX_CHARACTERS), { kind: "reference", collection });

/**
 * A name the data file `file` declares, as `group.name` ("customers.email" in imports.yaml); the
 * registry's `keys` for that file lists them, and the build refuses any other at its line.
 */
export const keyIn = (file: string) =>
  withKind(
    z
      .string()
      .regex(
        /^[a-z][a-z-]*\.[a-z][a-z_]*$/,
        "must be a group and a name joined by a dot, like customers.email",
      ),
    { kind: "key", file },
  );

/** An id of an entry of `file` (see the "entry" kind). */
export const entryOf = <T extends z.ZodType>(file: string, schema: T): T =>
  withKind(schema, { kind: "entry", file });

export const icon = z.enum(ICONS);

/**
 * A calendar date, YYYY-MM-DD. YAML may give a Date for an unquoted date; both are accepted. The
 * date must exist: 2023-02-30 is refused here rather than shipped as 2 March.
 */
export const isoDate = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z
    .string()
    // abort: a date that is not even in the right form gets one message, not two.
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date like 2025-08-26", abort: true })
    .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a date on the calendar` }),
);

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const absoluteUrl = z
  .url({ message: "must be an absolute URL" })
  .max(ADDRESS_MAX_CHARACTERS, atMost(ADDRESS_MAX_CHARACTERS));

/** A setting that may be left empty until it is known: empty means "not set". */
export const optionalToken = z
  .string()
  .trim()
  .max(ADDRESS_MAX_CHARACTERS, atMost(ADDRESS_MAX_CHARACTERS))
  .optional()
  .transform((v) => (v ? v : undefined));
