/**
 * Telling the sales team's webhook about each lead, until it has taken it. The Function sends a
 * new lead at once and, on every later request, whatever is due again; `npm run leads --
 * --deliver` does the same from a schedule or by hand. A failed send waits longer each time
 * (RETRY_DELAYS_MS), so a webhook that is down for hours is neither hammered nor forgotten.
 */
import type { LeadStore, StoredLead } from "./lead-store.ts";

/** The wait after the 1st, 2nd… failed attempt; the last applies from then on. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;

/** How long a webhook may take to answer before the attempt counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;

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

async function send(webhookUrl: string, lead: StoredLead, fetcher: typeof fetch): Promise<string | null> {
  const post = () =>
    fetcher(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": lead.id },
      body: webhookBody(lead),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  try {
    // A kept-alive connection the webhook closed while idle fails before anything was sent:
    // one immediate second try, on a new connection, is not a retry of the lead.
    const response = await post().catch((error: unknown) => {
      if (error instanceof Error && error.name === "TimeoutError") throw error;
      return post();
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export type DeliveryReport = { delivered: string[]; failed: { id: string; error: string }[] };

/** Sends every lead that is due (at most `max`), recording each outcome. Never throws for a send. */
export async function deliverDue(
  store: LeadStore,
  webhookUrl: string,
  {
    now = () => new Date(),
    fetcher = fetch,
    max = 20,
  }: { now?: () => Date; fetcher?: typeof fetch; max?: number } = {},
): Promise<DeliveryReport> {
  const at = now();
  const due = await store.claimDue(at.toISOString(), max, (attempts) => retryAt(at, attempts));
  const report: DeliveryReport = { delivered: [], failed: [] };
  for (const lead of due) {
    const error = await send(webhookUrl, lead, fetcher);
    if (error === null) {
      await store.markDelivered(lead.id, now().toISOString());
      report.delivered.push(lead.id);
    } else {
      await store.markFailed(lead.id, error);
      report.failed.push({ id: lead.id, error });
    }
  }
  return report;
}
