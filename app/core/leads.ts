/**
 * What the site's two forms may send (/get-started and /contact), checked by one schema in the
 * browser, as the visitor types, and in the receiver (functions/api/leads.ts), which trusts
 * nothing the browser checked. A problem is a code ("required", "email"…); content/ui.yaml
 * (forms.errors) holds the sentence each code shows.
 */
import { z } from "zod";

/** The largest body the receiver reads: a form's fields fit in a fraction of it. */
export const MAX_LEAD_BYTES = 16 * 1024;
/** Submissions from one address in one minute beyond which the receiver answers 429. */
export const LEADS_PER_ADDRESS_PER_MINUTE = 5;
/** A field no person sees or fills in (it is hidden and out of the tab order); bots fill every field. */
export const HONEYPOT_FIELD = "website";

export const LEAD_FORMS = ["get-started", "contact"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/**
 * The page each form sits on, and the page a form posted without scripts lands on. The post-build
 * check (scripts/check/site-check.ts) fails if any of them is not a page of the site.
 */
export const LEAD_FORM_PAGES: Record<LeadForm, string> = {
  "get-started": "/get-started",
  contact: "/contact",
};
export const LEAD_THANK_YOU_PAGE = "/thank-you";

export const COMPANY_SIZES = ["1-5", "6-20", "21-50", "51-200", "200+"] as const;
export const DECORATION_TYPES = [
  "embroidery",
  "screen-printing",
  "dtg-dtf",
  "heat-transfer",
  "promotional-products",
  "other",
] as const;
export const CONTACT_TOPICS = ["sales", "support", "partnership"] as const;
export const REQUEST_KINDS = ["trial", "demo"] as const;
export const DEMO_DAYS = ["mon", "tue", "wed", "thu", "fri"] as const;
export const DEMO_TIMES = ["morning", "afternoon"] as const;

export const LEAD_ERROR_CODES = ["required", "email", "tooLong", "choose", "phone", "timeZone"] as const;
export type LeadErrorCode = (typeof LEAD_ERROR_CODES)[number];

const required = (max: number) =>
  z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "tooLong" });
const optional = (max: number) => z.string().trim().max(max, { error: "tooLong" }).default("");
const email = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(254, { error: "tooLong" })
  .pipe(z.email({ error: "email" }));
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "choose"),
  });
const someOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: "choose" }), { error: "choose" }).max(values.length);
/** Digits, spaces and the usual punctuation of a phone number; 6 to 20 digits. */
const phone = z
  .string()
  .trim()
  .max(30, { error: "tooLong" })
  .refine((value) => value === "" || (/^\+?[\d\s().-]+$/.test(value) && /(\d.*){6}/.test(value)), {
    error: "phone",
  })
  .default("");
/** An IANA zone name as the browser reports it ("Europe/London"), for booking a demo. */
const timeZone = z
  .string()
  .trim()
  .max(64, { error: "tooLong" })
  .refine((value) => value === "" || /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value), { error: "timeZone" })
  .default("");

const honeypot = { [HONEYPOT_FIELD]: z.string().max(200).default("") };

export const getStartedSchema = z
  .strictObject({
    request: oneOf(REQUEST_KINDS),
    name: required(100),
    email,
    company: required(120),
    companySize: oneOf(COMPANY_SIZES),
    decorationTypes: someOf(DECORATION_TYPES).min(1, { error: "choose" }),
    modules: z.array(z.string().max(80)).max(30).default([]),
    /** The plan and billing the visitor came from /pricing with, if any. */
    plan: optional(40),
    billing: optional(10),
    demoDays: someOf(DEMO_DAYS).default([]),
    demoTimes: someOf(DEMO_TIMES).default([]),
    timeZone,
    ...honeypot,
  })
  .superRefine((lead, context) => {
    if (lead.request !== "demo") return;
    if (lead.demoDays.length === 0)
      context.addIssue({ code: "custom", path: ["demoDays"], message: "choose" });
    if (lead.demoTimes.length === 0)
      context.addIssue({ code: "custom", path: ["demoTimes"], message: "choose" });
  });

export const contactSchema = z.strictObject({
  name: required(100),
  email,
  company: required(120),
  phone,
  topic: oneOf(CONTACT_TOPICS),
  message: required(5000),
  ...honeypot,
});

export const LEAD_SCHEMAS = { "get-started": getStartedSchema, contact: contactSchema } as const;
export type GetStartedLead = z.output<typeof getStartedSchema>;
export type ContactLead = z.output<typeof contactSchema>;

export type LeadCheck =
  | { ok: true; lead: Record<string, unknown> & { email: string } }
  | { ok: false; errors: Record<string, LeadErrorCode>; unknownFields: string[] };

/**
 * Checks one form's fields. Every field's first problem, by field name; fields the form does not
 * have are listed apart, since no visitor can fix them (the receiver answers 400).
 */
export function checkLead(form: LeadForm, input: unknown): LeadCheck {
  const result = LEAD_SCHEMAS[form].safeParse(input);
  if (result.success) return { ok: true, lead: result.data };
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

/**
 * A form's fields as the browser posts them without scripts (application/x-www-form-urlencoded or
 * multipart): repeated names (checkboxes) become lists, the rest single values.
 */
export function fieldsFromFormData(
  form: LeadForm,
  data: Iterable<[string, unknown]>,
): Record<string, unknown> {
  const lists = new Set(
    form === "get-started" ? ["decorationTypes", "modules", "demoDays", "demoTimes"] : [],
  );
  const fields: Record<string, unknown> = {};
  for (const [name, value] of data) {
    const text = typeof value === "string" ? value : "";
    if (lists.has(name)) ((fields[name] ??= []) as string[]).push(text);
    else fields[name] = text;
  }
  for (const name of lists) fields[name] ??= [];
  return fields;
}
