/**
 * The one schema of each form, checked in the browser as the visitor types and again by the
 * receiver (functions/api/leads/[form].ts), which trusts nothing the browser checked. A problem is
 * a code ("required", "email"…); content/ui.yaml (forms.errors) holds the sentence each code shows.
 * Form pages load this module when a visitor first focuses a field, so a page that is only read
 * never downloads it.
 */
// zod/mini: the same checks as zod in a twentieth of the bytes, since this module ships to the browser.
import * as z from "zod/mini";
import {
  COMPANY_SIZES,
  CONTACT_TOPICS,
  DECORATION_TYPES,
  DEMO_DAYS,
  DEMO_TIMES,
  HONEYPOT_FIELD,
  LEAD_ERROR_CODES,
  REQUEST_KINDS,
  type LeadErrorCode,
  type LeadForm,
} from "./fields.ts";
import { oneKindOfLineBreak, printable, showsSomething, trimBlanks } from "./plain-text.ts";
import { estimateProblems, type TrialPriceList } from "#app/core/pricing/index.ts";

/** Spaces and zero-width characters at the ends go; a text box's line breaks become line feeds. */
const trimmed = (multiline: boolean) =>
  z.overwrite((value: string) => trimBlanks(multiline ? oneKindOfLineBreak(value) : value));
const noUnprintable = (multiline: boolean) =>
  z.refine<string>((value) => printable(value, multiline), { error: "unprintable" });
/**
 * A field that must be filled in, with at most `max` characters: one line, or (`multiline`) a
 * text box. Empty when nothing that shows is left, however many zero-width characters it holds.
 */
const required = (max: number, { multiline = false } = {}) =>
  z
    .string({ error: "required" })
    .check(
      trimmed(multiline),
      z.refine<string>(showsSomething, { error: "required" }),
      z.maxLength(max, { error: "tooLong" }),
      noUnprintable(multiline),
    );
const optional = (max: number) =>
  z._default(
    z.string().check(trimmed(false), z.maxLength(max, { error: "tooLong" }), noUnprintable(false)),
    "",
  );
const email = z.pipe(
  z
    .string({ error: "required" })
    .check(
      trimmed(false),
      z.refine<string>(showsSomething, { error: "required" }),
      z.maxLength(254, { error: "tooLong" }),
      noUnprintable(false),
    ),
  z.email({ error: "email" }),
);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "choose"),
  });
/**
 * A group of boxes. One that needs a tick (min > 0) must be sent, even empty: both ways a form is
 * sent (the browser's and a plain post, fieldsFromFormData) send every group, so a post without it
 * was not made by the form. Optional groups default to none.
 */
const someOf = <T extends readonly [string, ...string[]]>(values: T, min = 0) => {
  const boxes = z
    .array(z.enum(values, { error: "choose" }), {
      error: (issue) => (issue.input === undefined ? "required" : "choose"),
    })
    .check(z.minLength(min, { error: "choose" }), z.maxLength(values.length, { error: "choose" }));
  return min > 0 ? boxes : z._default(boxes, []);
};
/** Digits, spaces and the usual punctuation of a phone number; 6 to 20 digits. */
const phone = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(30, { error: "tooLong" }),
    z.refine((value) => value === "" || (/^\+?[\d\s().-]+$/.test(value) && /(\d.*){6}/.test(value)), {
      error: "phone",
    }),
  ),
  "",
);
/** An IANA zone name as the browser reports it ("Europe/London"), for booking a demo. */
const timeZone = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(64, { error: "tooLong" }),
    z.refine((value) => value === "" || /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value), {
      error: "timeZone",
    }),
  ),
  "",
);
/** Modules' file names (content/modules/), as the "modules of interest" boxes send them. */
const moduleSlugs = z._default(
  z.array(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, { error: "choose" }))).check(z.maxLength(30)),
  [],
);

const honeypot = { [HONEYPOT_FIELD]: z._default(z.string().check(z.maxLength(200)), "") };

export const getStartedSchema = z
  .strictObject({
    request: oneOf(REQUEST_KINDS),
    name: required(100),
    email,
    company: required(120),
    companySize: oneOf(COMPANY_SIZES),
    decorationTypes: someOf(DECORATION_TYPES, 1),
    modules: moduleSlugs,
    /** The plan and billing the visitor came from /pricing with, if any. */
    plan: optional(40),
    billing: optional(10),
    /**
     * The estimate the visitor came from /pricing's estimator with, if any: users ("12") and add-on
     * units ("production-site:2,sms:1"), checked against the price list by the receiver.
     */
    users: optional(4),
    addOns: optional(400),
    demoDays: someOf(DEMO_DAYS),
    demoTimes: someOf(DEMO_TIMES),
    timeZone,
    ...honeypot,
  })
  .check(
    z.superRefine((lead, context) => {
      if (lead.request !== "demo") return;
      if (lead.demoDays.length === 0)
        context.addIssue({ code: "custom", path: ["demoDays"], message: "choose" });
      if (lead.demoTimes.length === 0)
        context.addIssue({ code: "custom", path: ["demoTimes"], message: "choose" });
    }),
  );

export const contactSchema = z.strictObject({
  name: required(100),
  email,
  company: required(120),
  phone,
  topic: oneOf(CONTACT_TOPICS),
  message: required(5000, { multiline: true }),
  ...honeypot,
});

export const LEAD_SCHEMAS = { "get-started": getStartedSchema, contact: contactSchema } as const;
export type GetStartedLead = z.output<typeof getStartedSchema>;
export type ContactLead = z.output<typeof contactSchema>;

/**
 * What a lead's fields may name, from the content (.generated/receiver.json): the receiver checks
 * every reference; the browser's own form offers only these, so it passes none.
 */
export type LeadReferences = {
  moduleSlugs: readonly string[];
  planIds: readonly string[];
  billingPeriods: readonly string[];
  /** What a trial request's estimate (plan, users, add-ons) may be. */
  trial: TrialPriceList;
};

export type LeadCheck =
  | { ok: true; lead: Record<string, unknown> & { email: string } }
  | { ok: false; errors: Record<string, LeadErrorCode>; unknownFields: string[] };

/** The fields that name something in the content and do not: field -> "choose". */
function unknownReferences(lead: Record<string, unknown>, references: LeadReferences) {
  const errors: Record<string, LeadErrorCode> = {};
  const known = (value: unknown, allowed: readonly string[]) =>
    value === undefined || value === "" || allowed.includes(value as string);
  if (Array.isArray(lead.modules) && !lead.modules.every((slug) => references.moduleSlugs.includes(slug)))
    errors.modules = "choose";
  if (!known(lead.plan, references.planIds)) errors.plan = "choose";
  if (!known(lead.billing, references.billingPeriods)) errors.billing = "choose";
  // A billing period means nothing without a plan.
  if (lead.billing && !lead.plan) errors.billing = "choose";
  if (typeof lead.users === "string" && typeof lead.addOns === "string")
    for (const field of estimateProblems(String(lead.plan ?? ""), lead.users, lead.addOns, references.trial))
      errors[field] = "choose";
  return errors;
}

/**
 * Checks one form's fields. Every field's first problem, by field name; fields the form does not
 * have are listed apart, since no visitor can fix them (the receiver answers 400).
 */
export function checkLead(form: LeadForm, input: unknown, references?: LeadReferences): LeadCheck {
  const result = LEAD_SCHEMAS[form].safeParse(input);
  if (result.success) {
    const errors = references ? unknownReferences(result.data, references) : {};
    if (Object.keys(errors).length > 0) return { ok: false, errors, unknownFields: [] };
    return { ok: true, lead: result.data };
  }
  const errors: Record<string, LeadErrorCode> = {};
  const unknownFields: string[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      unknownFields.push(...issue.keys);
      continue;
    }
    const field = String(issue.path[0] ?? "");
    const code = (LEAD_ERROR_CODES as readonly string[]).includes(issue.message)
      ? (issue.message as LeadErrorCode)
      : "choose";
    errors[field] ??= code;
  }
  return { ok: false, errors, unknownFields };
}
