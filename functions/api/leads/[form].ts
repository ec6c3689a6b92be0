/**
 * The receiver of the site's forms: POST /api/leads/get-started and /api/leads/contact, a
 * Cloudflare Pages Function (it runs under `wrangler pages dev` locally and on Cloudflare in
 * production). It trusts nothing the browser checked: it reads at most MAX_LEAD_BYTES, checks the
 * fields with the browser's own schema (app/core/leads.ts), drops what the honeypot catches, limits
 * each address to LEADS_PER_ADDRESS_PER_MINUTE, stores the lead in D1 and tells the sales team's
 * webhook when LEAD_WEBHOOK_URL is set.
 *
 * Answers: 201 {id}; 422 {errors: {field: message}}; 400 (unreadable body, unknown fields, a
 * filled honeypot); 413; 429. A form posted without scripts gets a 303 to the confirmation page
 * instead of 201, or back to the form, naming the fields to fix (names only: nothing the visitor
 * typed is ever written into a page).
 */
import { checkLead } from "../../../app/core/lead-schema.ts";
import {
  fieldsFromFormData,
  HONEYPOT_FIELD,
  LEAD_FORM_PAGES,
  LEAD_THANK_YOU_PAGE,
  LEAD_FORMS,
  LEADS_PER_ADDRESS_PER_MINUTE,
  MAX_LEAD_BYTES,
  type LeadErrorCode,
  type LeadForm,
} from "../../../app/core/leads.ts";
import content from "../../../.generated/content.json";

/** The part of Cloudflare's D1 binding this function uses. */
export type D1Like = {
  prepare(sql: string): {
    bind(...values: unknown[]): {
      first<T>(): Promise<T | null>;
      run(): Promise<unknown>;
    };
  };
};

export type Env = { LEADS_DB?: D1Like; LEAD_WEBHOOK_URL?: string };

/** Where leads are kept: D1 in production and under `wrangler pages dev`; a fake in unit tests. */
export type LeadStore = {
  recentFrom(clientKey: string, sinceIso: string): Promise<number>;
  insert(row: {
    id: string;
    form: LeadForm;
    createdAt: string;
    email: string;
    payload: string;
    clientKey: string;
  }): Promise<void>;
};

export function d1Store(db: D1Like): LeadStore {
  return {
    async recentFrom(clientKey, sinceIso) {
      const row = await db
        .prepare("SELECT COUNT(*) AS n FROM leads WHERE client_key = ?1 AND created_at >= ?2")
        .bind(clientKey, sinceIso)
        .first<{ n: number }>();
      return row?.n ?? 0;
    },
    async insert(row) {
      await db
        .prepare(
          "INSERT INTO leads (id, form, created_at, email, payload, client_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )
        .bind(row.id, row.form, row.createdAt, row.email, row.payload, row.clientKey)
        .run();
    },
  };
}

const ERROR_MESSAGES = (content as { data: { ui: { forms: { errors: Record<LeadErrorCode, string> } } } })
  .data.ui.forms.errors;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/** The body, or undefined once it passes `limit` bytes (a Content-Length may be absent or wrong). */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The sender's address, hashed: enough to count their submissions, without keeping their IP. */
export async function clientKeyOf(request: Request): Promise<string> {
  const address =
    request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for") ?? "unknown";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type Parsed = { fields: unknown; fromPlainForm: boolean } | undefined;

function parseBody(form: LeadForm, contentType: string, body: Uint8Array): Parsed {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(body);
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
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
  if (!(LEAD_FORMS as readonly string[]).includes(form)) return json(404, { error: "no such form" });
  const leadForm = form as LeadForm;
  const body = await readLimited(request, MAX_LEAD_BYTES);
  if (!body) return json(413, { error: `the body is over ${MAX_LEAD_BYTES} bytes` });
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
  const clientKey = await clientKeyOf(request);
  const since = new Date(now.getTime() - 60_000).toISOString();
  if ((await store.recentFrom(clientKey, since)) >= LEADS_PER_ADDRESS_PER_MINUTE)
    return new Response(JSON.stringify({ error: "too many submissions; try again in a minute" }), {
      status: 429,
      headers: { "content-type": "application/json; charset=utf-8", "retry-after": "60" },
    });

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

/** Pages Functions' entry point: every method, so a GET gets its 405 rather than the 404 page. */
export const onRequest = async (context: {
  request: Request;
  env: Env;
  params: { form?: string | string[] };
  waitUntil(promise: Promise<unknown>): void;
}): Promise<Response> => {
  try {
    return await handleLead(
      context.request,
      String(context.params.form ?? ""),
      context.env.LEADS_DB ? d1Store(context.env.LEADS_DB) : undefined,
      { webhookUrl: context.env.LEAD_WEBHOOK_URL, waitUntil: (p) => context.waitUntil(p) },
    );
  } catch (error) {
    // Never a crash page: the form keeps the visitor's values and offers to retry or e-mail.
    console.error(error);
    return json(500, { error: "the lead could not be stored" });
  }
};
