/**
 * The receiver of the site's forms (POST /api/leads/<form>, functions/api/leads/[form].ts). It
 * trusts nothing the browser checked: it reads at most MAX_LEAD_BYTES of JSON or a plain form
 * (exact media types), checks the fields with the browser's own schema (#app/core/leads) and
 * against the content they name (the ReceiverData the build writes), drops what the honeypot
 * catches, and stores the lead in D1 unless its address sent LEADS_PER_ADDRESS_PER_MINUTE already
 * or the same attempt was stored before, in one statement (lead-store.ts). The sales team's
 * webhook (LEAD_WEBHOOK_URL) is told after the answer, and told again with backoff until it takes
 * the lead (delivery.ts). Cross-site posts and the security headers are the middleware's.
 *
 * Answers: 201 {id} (a repeated attempt: the first one's id again); 422 {errors: {field: message}},
 * or {error} for an attempt's key sent again with other fields; 400 (unreadable body, unknown
 * fields, a filled honeypot, a malformed Idempotency-Key); 405; 413; 415; 429. No error answer
 * repeats what was sent. A form posted without scripts gets a 303 to the confirmation page instead of 201, and
 * instead of 422 or 429 an HTML page with the form again, filled with the visitor's answers
 * (plain-form-page.ts).
 */
import {
  checkLead,
  fieldsFromFormData,
  HONEYPOT_FIELD,
  LEAD_THANK_YOU_PAGE,
  LEAD_FORMS,
  MAX_LEAD_BYTES,
  type LeadForm,
} from "#app/core/leads/index.ts";
import { storedEstimate } from "#app/core/pricing/index.ts";
import { fillCount } from "#app/core/text/index.ts";
import {
  clientKeyOf,
  json,
  mediaTypeOf,
  neverCrash,
  postedBody,
  sha256Hex,
  textOf,
  tooMany,
  unsupportedMediaType,
} from "#backend/http/index.ts";
import { deliverDue } from "./delivery.ts";
import { d1LeadStore, limitWindow, type LeadStore, type LeadsEnv } from "./lead-store.ts";
import { plainFormPage } from "./plain-form-page.ts";
import type { ReceiverData } from "./receiver-data.ts";

const MEDIA_TYPES = ["application/json", "application/x-www-form-urlencoded"] as const;

/** The 400 for fields the form does not have: how many ({count}), never which. */
const UNKNOWN_FIELDS = {
  one: "{count} field is not this form's",
  other: "{count} fields are not this form's",
};
/** The 422 for a key sent again with other fields (Stripe's rule: a key is bound to its request). */
const KEY_REUSED = "this Idempotency-Key was sent before with other fields; make a new one for new fields";

/** A browser's key for one form attempt (a UUID); anything else is not our form's. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

const htmlPage = (status: number, html: string) =>
  new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      ...(status === 429 ? { "retry-after": "60" } : {}),
    },
  });

type Parsed = { fields: unknown; fromPlainForm: boolean } | undefined;

function parseBody(form: LeadForm, mediaType: (typeof MEDIA_TYPES)[number], body: Uint8Array): Parsed {
  const text = textOf(body);
  try {
    if (mediaType === "application/json") return { fields: JSON.parse(text), fromPlainForm: false };
    return { fields: fieldsFromFormData(form, new URLSearchParams(text)), fromPlainForm: true };
  } catch {
    return undefined;
  }
}

/** The form again, with the visitor's answers and what to fix, for a post made without scripts. */
function plainAnswer(
  receiver: ReceiverData,
  request: Request,
  form: LeadForm,
  fields: Record<string, unknown>,
  problem: { errors: Record<string, string> } | { rateLimited: true },
): Response {
  const { common } = receiver;
  const errors = "errors" in problem ? problem.errors : {};
  const page = plainFormPage({
    copy: receiver.plainForms[form],
    fields,
    errors,
    summary:
      "errors" in problem ? fillCount(common.errorSummary, Object.keys(errors).length) : common.notSent,
    notice: "rateLimited" in problem ? common.rateLimited : undefined,
    optional: common.optional,
    action: new URL(request.url).pathname,
  });
  return htmlPage("errors" in problem ? 422 : 429, page);
}

export type LeadOptions = {
  webhookUrl?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => Date;
  fetcher?: typeof fetch;
};

export async function handleLead(
  request: Request,
  form: string,
  store: LeadStore | undefined,
  receiver: ReceiverData,
  options: LeadOptions = {},
): Promise<Response> {
  const body = await postedBody(request, MAX_LEAD_BYTES);
  if (body instanceof Response) return body;
  if (!(LEAD_FORMS as readonly string[]).includes(form)) return json(404, { error: "no such form" });
  const leadForm = form as LeadForm;
  const mediaType = mediaTypeOf(request, MEDIA_TYPES);
  if (!mediaType) return unsupportedMediaType(MEDIA_TYPES);
  const parsed = parseBody(leadForm, mediaType, body);
  if (!parsed || typeof parsed.fields !== "object" || parsed.fields === null || Array.isArray(parsed.fields))
    return json(400, { error: "the body is not a form's fields" });
  const attemptKey = request.headers.get("idempotency-key");
  if (attemptKey !== null && !IDEMPOTENCY_KEY.test(attemptKey))
    return json(400, { error: "the Idempotency-Key is not one this site's forms make" });

  const fields = parsed.fields as Record<string, unknown>;
  if (typeof fields[HONEYPOT_FIELD] === "string" && fields[HONEYPOT_FIELD] !== "")
    return json(400, { error: "refused" });
  const check = checkLead(leadForm, fields, receiver.references);
  // Counted, not named: a field's name is the sender's text as much as its value, and an error
  // answer repeats none of what was sent. The site's own forms never send one.
  if (!check.ok && check.unknownFields.length > 0)
    return json(400, { error: fillCount(UNKNOWN_FIELDS, check.unknownFields.length) });
  if (!check.ok) {
    const errors = Object.fromEntries(
      Object.entries(check.errors).map(([field, code]) => [field, receiver.formErrors[code]]),
    );
    return parsed.fromPlainForm
      ? plainAnswer(receiver, request, leadForm, fields, { errors })
      : json(422, { errors });
  }
  if (!store) return json(503, { error: "no lead store is configured" });

  const now = options.now ?? (() => new Date());
  const at = now();
  const { [HONEYPOT_FIELD]: _honeypot, ...fieldsKept } = check.lead;
  // A trial's estimate, checked against the price list above, is kept as numbers: users, and
  // units by add-on id, as the sales team's tools read them.
  const lead =
    leadForm === "get-started"
      ? { ...fieldsKept, ...storedEstimate(String(fieldsKept.users), String(fieldsKept.addOns)) }
      : fieldsKept;
  const payload = JSON.stringify(lead);
  const clientKey = await clientKeyOf(request);
  // The browser's key for this attempt; a plain post (static HTML, so no key per attempt) is
  // keyed by what it says and who sent it, so a double press stores one lead.
  const idempotencyKey = attemptKey
    ? `${leadForm}:${attemptKey}`
    : `fields:${await sha256Hex(`${leadForm}\n${clientKey}\n${payload}`)}`;
  const newId = crypto.randomUUID();
  const requestHash = await sha256Hex(payload);
  const outcome = await store.insertIfAdmitted(
    {
      id: newId,
      form: leadForm,
      createdAt: at.toISOString(),
      email: check.lead.email,
      payload,
      clientKey,
      idempotencyKey,
      requestHash,
    },
    limitWindow(at),
  );
  if (outcome.kind === "keyReused") return json(422, { error: KEY_REUSED });
  if (outcome.kind === "limited")
    return parsed.fromPlainForm
      ? plainAnswer(receiver, request, leadForm, fields, { rateLimited: true })
      : tooMany("submissions");

  // This lead, and any earlier one whose delivery failed and is due again, after the answer.
  if (options.webhookUrl) {
    const delivery = deliverDue(store, options.webhookUrl, { now, fetcher: options.fetcher }).catch((error) =>
      console.error("lead delivery", error),
    );
    if (options.waitUntil) options.waitUntil(delivery);
    else await delivery;
  }
  // A repeat gets the first answer: the same lead, the same id.
  const id = outcome.kind === "repeat" ? outcome.id : newId;
  return parsed.fromPlainForm ? seeOther(`${LEAD_THANK_YOU_PAGE}?form=${leadForm}`) : json(201, { id });
}

type LeadContext = {
  request: Request;
  env: LeadsEnv;
  params: { form?: string | string[] };
  waitUntil(promise: Promise<unknown>): void;
};

/** The Pages Function of functions/api/leads/[form].ts, over the build's receiver data. */
export const leadRoute = (receiver: ReceiverData) =>
  neverCrash(
    (context: LeadContext) =>
      handleLead(
        context.request,
        String(context.params.form ?? ""),
        context.env.LEADS_DB ? d1LeadStore(context.env.LEADS_DB) : undefined,
        receiver,
        { webhookUrl: context.env.LEAD_WEBHOOK_URL, waitUntil: (p) => context.waitUntil(p) },
      ),
    "the lead could not be stored",
  );
