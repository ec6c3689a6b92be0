/**
 * The site's two forms (/get-started and /contact): their names, pages, options and limits, shared
 * by the browser and the receiver (functions/api/leads/[form].ts). The schema that checks a form's
 * fields is in lead-schema.ts, which a form page loads only once a visitor starts on the form.
 */

/** The largest body the receiver reads: a form's fields fit in a fraction of it. */
export const MAX_LEAD_BYTES = 16 * 1024;
/** Submissions from one address in one minute beyond which the receiver answers 429. */
export const LEADS_PER_ADDRESS_PER_MINUTE = 5;
/** How long a form waits for the receiver before it tells the visitor and offers to try again. */
export const LEAD_TIMEOUT_MS = 15_000;
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

/** What can be wrong with a field; "unprintable": it holds control characters (plain-text.ts). */
export const LEAD_ERROR_CODES = [
  "required",
  "email",
  "tooLong",
  "choose",
  "phone",
  "timeZone",
  "unprintable",
] as const;
export type LeadErrorCode = (typeof LEAD_ERROR_CODES)[number];

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
