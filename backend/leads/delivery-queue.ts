/**
 * The leads table as the queue of deliveries to the sales team's webhook (delivery.ts), with a
 * fenced claim per lead (migrations/0006_lead_delivery_claim.sql): a deliverer claims one lead at a
 * time, just before sending it, with a token of its own and a lease; no other deliverer takes the
 * lead while the lease lasts; the outcome is recorded only while the row still holds that token.
 * Each step is one SQL statement, which D1 runs whole, with nothing of another request's between.
 */
import type { D1Like, StoredLead } from "./lead-store.ts";

/** A deliverer's hold on one lead: whose it is, and until when. */
export type Claim = { token: string; nowIso: string; untilIso: string };

export type DeliveryQueue = {
  /** The ids of up to `max` leads due at `nowIso` and held by nobody, longest waiting first. */
  dueIds(nowIso: string, max: number): Promise<string[]>;
  /**
   * Takes the lead if it is still due and held by nobody (or by a lease that has ended), counting
   * the attempt: the lead, or null when another deliverer has it or it no longer needs sending.
   */
  claim(id: string, claim: Claim): Promise<StoredLead | null>;
  /** Records the webhook's 2xx, if the row still holds `token`; false when it does not. */
  markDelivered(id: string, token: string, atIso: string): Promise<boolean>;
  /** Records why the attempt failed and when to try again, if the row still holds `token`. */
  markFailed(id: string, token: string, error: string, retryAtIso: string): Promise<boolean>;
};

export const STORED_COLUMNS = `id, form, created_at AS createdAt, email, payload, delivered_at AS deliveredAt,
  attempts, last_error AS lastError, next_attempt_at AS nextAttemptAt`;

/** Due: not delivered, in the queue, its time come, and no lease running. */
const DUE = `delivered_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= ?1
  AND (claimed_until IS NULL OR claimed_until <= ?1)`;

const changed = (result: { meta: { changes?: number } }) => (result.meta.changes ?? 0) > 0;

export const d1DeliveryQueue = (db: D1Like): DeliveryQueue => ({
  async dueIds(nowIso, max) {
    const due = await db
      .prepare(`SELECT id FROM leads WHERE ${DUE} ORDER BY next_attempt_at LIMIT ?2`)
      .bind(nowIso, max)
      .all<{ id: string }>();
    return due.results.map((row) => row.id);
  },

  claim: (id, { token, nowIso, untilIso }) =>
    db
      .prepare(
        `UPDATE leads SET attempts = attempts + 1, claim_token = ?2, claimed_until = ?3
         WHERE id = ?4 AND ${DUE}
         RETURNING ${STORED_COLUMNS}`,
      )
      .bind(nowIso, token, untilIso, id)
      .first<StoredLead>(),

  async markDelivered(id, token, atIso) {
    const result = await db
      .prepare(
        `UPDATE leads SET delivered_at = ?3, last_error = NULL, next_attempt_at = NULL,
           claim_token = NULL, claimed_until = NULL
         WHERE id = ?1 AND claim_token = ?2`,
      )
      .bind(id, token, atIso)
      .run();
    return changed(result);
  },

  async markFailed(id, token, error, retryAtIso) {
    const result = await db
      .prepare(
        `UPDATE leads SET last_error = ?3, next_attempt_at = ?4, claim_token = NULL, claimed_until = NULL
         WHERE id = ?1 AND claim_token = ?2 AND delivered_at IS NULL`,
      )
      .bind(id, token, error.slice(0, 500), retryAtIso)
      .run();
    return changed(result);
  },
});
