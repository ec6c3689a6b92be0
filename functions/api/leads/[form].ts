/**
 * The receiver of the site's forms: POST /api/leads/get-started and /api/leads/contact, a
 * Cloudflare Pages Function (it runs under `wrangler pages dev` locally and on Cloudflare in
 * production). It trusts nothing the browser checked: it reads at most MAX_LEAD_BYTES, checks the
 * fields with the browser's own schema (app/core/leads/fields.ts), drops what the honeypot catches, limits
 * each address to LEADS_PER_ADDRESS_PER_MINUTE, stores the lead in D1 and tells the sales team's
 * webhook when LEAD_WEBHOOK_URL is set.
 *
 * Answers: 201 {id}; 422 {errors: {field: message}}; 400 (unreadable body, unknown fields, a
 * filled honeypot); 413; 429. A form posted without scripts gets a 303 to the confirmation page
 * instead of 201, or back to the form, naming the fields to fix (names only: nothing the visitor
 * typed is ever written into a page).
 */
import { checkLead } from "../../../app/core/leads/lead-schema.ts";
import {
  fieldsFromFormData,
  HONEYPOT_FIELD,
  LEAD_FORM_PAGES,
  LEAD_THANK_YOU_PAGE,
  LEAD_FORMS,
  MAX_LEAD_BYTES,
  type LeadErrorCode,
  type LeadForm,
} from "../../../app/core/leads/fields.ts";
import type { ReceiverData } from "../../../app/core/leads/receiver-data.ts";
import receiver from "../../../.generated/receiver.json";
import {
  admitSender,
  d1SenderStore,
  json,
  neverCrash,
  postedBody,
  textOf,
  type D1Like,
  type Env,
  type SenderStore,
} from "../../_lib/receiver.ts";

export type LeadRow = {
  id: string;
  form: LeadForm;
  createdAt: string;
  email: string;
  payload: string;
  clientKey: string;
};

/** Where leads are kept: D1's `leads` table in production and under `wrangler pages dev`. */
export type LeadStore = SenderStore<LeadRow>;

export const d1LeadStore = (db: D1Like): LeadStore =>
  d1SenderStore(
    db,
    "leads",
    ["id", "form", "created_at", "email", "payload", "client_key"],
    (row: LeadRow) => [row.id, row.form, row.createdAt, row.email, row.payload, row.clientKey],
  );

const ERROR_MESSAGES: Record<LeadErrorCode, string> = (receiver as ReceiverData).formErrors;

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

type Parsed = { fields: unknown; fromPlainForm: boolean } | undefined;

function parseBody(form: LeadForm, contentType: string, body: Uint8Array): Parsed {
  const text = textOf(body);
  try {
    if (contentType.startsWith("application/json")) return { fields: JSON.parse(text), fromPlainForm: false };
    if (contentType.startsWith("application/x-www-form-urlencoded"))
      return { fields: fieldsFromFormData(form, new URLSearchParams(text)), fromPlainForm: true };
  } catch {
    return undefined;
  }
  return undefined;
}

export async function handleLead(
  request: Request,
  form: string,
  store: LeadStore | undefined,
  options: { webhookUrl?: string; waitUntil?: (promise: Promise<unknown>) => void; now?: () => Date } = {},
): Promise<Response> {
  const body = await postedBody(request, MAX_LEAD_BYTES);
  if (body instanceof Response) return body;
  if (!(LEAD_FORMS as readonly string[]).includes(form)) return json(404, { error: "no such form" });
  const leadForm = form as LeadForm;
  const parsed = parseBody(leadForm, request.headers.get("content-type") ?? "", body);
  if (!parsed || typeof parsed.fields !== "object" || parsed.fields === null || Array.isArray(parsed.fields))
    return json(400, { error: "the body is not a form's fields" });

  const fields = parsed.fields as Record<string, unknown>;
  if (typeof fields[HONEYPOT_FIELD] === "string" && fields[HONEYPOT_FIELD] !== "")
    return json(400, { error: "refused" });
  const check = checkLead(leadForm, fields);
  if (!check.ok && check.unknownFields.length > 0)
    return json(400, { error: `unknown fields: ${check.unknownFields.join(", ")}` });
  if (!check.ok) {
    if (parsed.fromPlainForm)
      return seeOther(`${LEAD_FORM_PAGES[leadForm]}?invalid=${Object.keys(check.errors).join(",")}#form`);
    const errors = Object.fromEntries(
      Object.entries(check.errors).map(([field, code]) => [field, ERROR_MESSAGES[code]]),
    );
    return json(422, { errors });
  }
  if (!store) return json(503, { error: "no lead store is configured" });

  const now = (options.now ?? (() => new Date()))();
  const sender = await admitSender(request, store, now, "submissions");
  if (sender instanceof Response) return sender;
  const { clientKey } = sender;

  const { [HONEYPOT_FIELD]: _honeypot, ...lead } = check.lead;
  const id = crypto.randomUUID();
  await store.insert({
    id,
    form: leadForm,
    createdAt: now.toISOString(),
    email: check.lead.email,
    payload: JSON.stringify(lead),
    clientKey,
  });
  if (options.webhookUrl) {
    const notify = fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id, form: leadForm, createdAt: now.toISOString(), lead }),
    }).catch(() => undefined); // the lead is stored; a webhook outage must not lose the answer
    if (options.waitUntil) options.waitUntil(notify);
    else await notify;
  }
  return parsed.fromPlainForm ? seeOther(`${LEAD_THANK_YOU_PAGE}?form=${leadForm}`) : json(201, { id });
}

type LeadContext = {
  request: Request;
  env: Env;
  params: { form?: string | string[] };
  waitUntil(promise: Promise<unknown>): void;
};

export const onRequest = neverCrash(
  (context: LeadContext) =>
    handleLead(
      context.request,
      String(context.params.form ?? ""),
      context.env.LEADS_DB ? d1LeadStore(context.env.LEADS_DB) : undefined,
      { webhookUrl: context.env.LEAD_WEBHOOK_URL, waitUntil: (p) => context.waitUntil(p) },
    ),
  "the lead could not be stored",
);
