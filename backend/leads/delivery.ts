/**
 * Telling the sales team's webhook about each lead, at least once, and never again once it has
 * answered 2xx. The Function sends a new lead at once and, on every later request, whatever is due
 * again; `npm run leads -- --deliver` does the same from a schedule or by hand. A failed send waits
 * longer each time (RETRY_DELAYS_MS), so a webhook that is down for hours is neither hammered nor
 * forgotten. Every send of a lead carries its id as the `Idempotency-Key`, so a webhook that did
 * take a lead whose answer was lost can tell the second send for the same lead.
 *
 * Two deliverers may run at once (a request's Function and the schedule): each claims one lead at
 * a time, just before sending it, under a lease (delivery-queue.ts), and records the outcome only
 * while it still holds the claim, so no lead is sent by two at once or marked by one that lost it.
 */
import type { Claim } from "./delivery-queue.ts";
import type { LeadStore, StoredLead } from "./lead-store.ts";

/** The wait after the 1st, 2nd… failed attempt; the last applies from then on. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;

/** How long a webhook may take to answer before the attempt counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * How long a claim keeps a lead from other deliverers: twelve times the longest a send may take,
 * so the lease outlasts the send (cut off at WEBHOOK_TIMEOUT_MS) and the recording of its outcome
 * (a `wrangler d1 execute` of seconds from the command line) with room for the clocks of Cloudflare
 * and a GitHub runner to differ. A deliverer that dies mid-send delays the lead's retry this long.
 */
const CLAIM_LEASE_MS = 12 * WEBHOOK_TIMEOUT_MS;

/** When a lead may be tried again after its `attempts`-th attempt, from `now`. */
const retryAt = (now: Date, attempts: number) =>
  new Date(
    now.getTime() + RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!,
  ).toISOString();

/**
 * What the webhook receives: the lead's id (also its Idempotency-Key header), form, time and fields,
 * and for a trial started from /pricing's estimator the estimate apart (plan, billing, users,
 * add-on units), so the sales team sees what the visitor priced without reading every field.
 */
function webhookBody(lead: StoredLead) {
  const fields = JSON.parse(lead.payload) as Record<string, unknown>;
  const { plan, billing, users = null, addOns = {} } = fields;
  const estimate = typeof plan === "string" && plan !== "" ? { plan, billing, users, addOns } : undefined;
  return JSON.stringify({
    id: lead.id,
    form: lead.form,
    createdAt: lead.createdAt,
    lead: fields,
    ...(estimate ? { estimate } : {}),
  });
}

/**
 * Failures before any connection existed, so not one byte of the lead left: the address did not
 * resolve, or nothing listened or answered the connection (Node's fetch names them in the cause's
 * `code`). Only these are sent again at once. A reset, a timeout or any failure that cannot be
 * told apart (the Workers runtime names none) may have come after the webhook read the lead, and
 * waits for the backoff like any failed attempt.
 */
const NEVER_CONNECTED = new Set([
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNREFUSED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function neverConnected(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" && NEVER_CONNECTED.has(cause.code);
}

/** Why the send failed, shortest first: the cause's code and message say more than "fetch failed". */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = [cause?.code, cause?.message].filter((part) => typeof part === "string" && part !== "");
  return detail.length > 0 ? `${error.message} (${detail.join(": ")})` : error.message;
}

/** Sends the lead once (twice only when the first never connected): null when the webhook took it. */
async function send(webhookUrl: string, lead: StoredLead, fetcher: typeof fetch): Promise<string | null> {
  const post = () =>
    fetcher(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": lead.id },
      body: webhookBody(lead),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  try {
    const response = await post().catch((error: unknown) => {
      if (neverConnected(error)) return post();
      throw error;
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return reasonOf(error);
  }
}

export type DeliveryReport = { delivered: string[]; failed: { id: string; error: string }[] };

type DeliveryOptions = { now?: () => Date; fetcher?: typeof fetch; max?: number };

/** One lead, under a claim of this deliverer's own: claimed, sent, its outcome recorded. */
async function deliverOne(
  store: LeadStore,
  id: string,
  webhookUrl: string,
  { now, fetcher }: Required<Omit<DeliveryOptions, "max">>,
  report: DeliveryReport,
): Promise<void> {
  const at = now();
  const claim: Claim = {
    token: crypto.randomUUID(),
    nowIso: at.toISOString(),
    untilIso: new Date(at.getTime() + CLAIM_LEASE_MS).toISOString(),
  };
  const lead = await store.claim(id, claim);
  if (!lead) return; // another deliverer has it, or took it already
  const error = await send(webhookUrl, lead, fetcher);
  const recorded =
    error === null
      ? await store.markDelivered(id, claim.token, now().toISOString())
      : await store.markFailed(id, claim.token, error, retryAt(now(), lead.attempts));
  if (!recorded) {
    // The lease ran out mid-send and another deliverer holds the lead now: its outcome stands.
    console.error(
      `lead ${id}: the claim's lease ended before the outcome (${error ?? "taken"}) was recorded`,
    );
    report.failed.push({ id, error: `claim lost before recording: ${error ?? "taken by the webhook"}` });
  } else if (error === null) report.delivered.push(id);
  else report.failed.push({ id, error });
}

/** Sends every lead that is due (at most `max`), recording each outcome. Never throws for a send. */
export async function deliverDue(
  store: LeadStore,
  webhookUrl: string,
  { now = () => new Date(), fetcher = fetch, max = 20 }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: [], failed: [] };
  for (const id of await store.dueIds(now().toISOString(), max))
    await deliverOne(store, id, webhookUrl, { now, fetcher }, report);
  return report;
}
