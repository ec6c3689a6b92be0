/**
 * The leads table (migrations/) as the receiver, the delivery queue and `npm run leads` use it,
 * over any D1-shaped database: Cloudflare's binding in the Function, Miniflare's in the tests,
 * `wrangler d1 execute` in the command-line tool. Every step that must not interleave with another
 * request is one SQL statement, since D1 runs each statement alone but lets two requests' statements
 * take turns.
 */
import { LEADS_PER_ADDRESS_PER_MINUTE, type LeadForm } from "#app/core/leads/index.ts";
import { d1DeliveryQueue, STORED_COLUMNS, type DeliveryQueue } from "./delivery-queue.ts";

/** The part of Cloudflare's D1 binding these stores use. */
export type D1Like = {
  prepare(sql: string): {
    bind(...values: unknown[]): {
      first<T>(): Promise<T | null>;
      run(): Promise<{ meta: { changes?: number } }>;
      all<T>(): Promise<{ results: T[] }>;
    };
  };
};

/** What the Functions are given: the leads database and the sales team's webhook, when set. */
export type LeadsEnv = { LEADS_DB?: D1Like; LEAD_WEBHOOK_URL?: string };

/** The window a sender's LEADS_PER_ADDRESS_PER_MINUTE submissions are counted in, ending at `at`. */
export const limitWindow = (at: Date) => ({
  sinceIso: new Date(at.getTime() - 60_000).toISOString(),
  limit: LEADS_PER_ADDRESS_PER_MINUTE,
});

type LeadRow = {
  id: string;
  form: LeadForm;
  createdAt: string;
  email: string;
  /** The checked fields as JSON. */
  payload: string;
  /** SHA-256 of the sender's address. */
  clientKey: string;
  /** One per form attempt: a repeat of the key with the same fields is the same lead. */
  idempotencyKey: string;
  /** SHA-256 of the payload: what the key was first sent with. */
  requestHash: string;
};

/** A lead as listed and delivered, with its delivery so far. */
export type StoredLead = Omit<LeadRow, "clientKey" | "idempotencyKey" | "requestHash"> & {
  deliveredAt: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
};

/** What became of a lead the receiver tried to store. */
type InsertOutcome =
  | { kind: "stored" }
  /** The attempt's key was stored before, with these fields: the first lead's id, to answer as the first time. */
  | { kind: "repeat"; id: string }
  /** The attempt's key was stored before with other fields: nothing stored, nothing told. */
  | { kind: "keyReused" }
  /** The sender already sent `limit` leads in the window. */
  | { kind: "limited" };

export type LeadStore = DeliveryQueue & {
  insertIfAdmitted(row: LeadRow, window: { sinceIso: string; limit: number }): Promise<InsertOutcome>;
  list(options: { undelivered: boolean }): Promise<StoredLead[]>;
};

export function d1LeadStore(db: D1Like): LeadStore {
  return {
    ...d1DeliveryQueue(db),
    async insertIfAdmitted(row, { sinceIso, limit }) {
      // Admission and insert in one statement: the count and the row it guards cannot be split by
      // another request's insert, as a count followed by an insert could (29 of 200 got in).
      const result = await db
        .prepare(
          `INSERT INTO leads (id, form, created_at, email, payload, client_key, idempotency_key, request_hash, next_attempt_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?10, ?3
           WHERE (SELECT COUNT(*) FROM leads WHERE client_key = ?6 AND created_at >= ?8) < ?9
           ON CONFLICT (idempotency_key) DO NOTHING`,
        )
        .bind(
          row.id,
          row.form,
          row.createdAt,
          row.email,
          row.payload,
          row.clientKey,
          row.idempotencyKey,
          sinceIso,
          limit,
          row.requestHash,
        )
        .run();
      if ((result.meta.changes ?? 0) > 0) return { kind: "stored" };
      const first = await db
        .prepare("SELECT id, request_hash AS requestHash FROM leads WHERE idempotency_key = ?1")
        .bind(row.idempotencyKey)
        .first<{ id: string; requestHash: string | null }>();
      if (!first) return { kind: "limited" };
      // A row from before keys were bound to their fields has no hash: answered as a repeat.
      return first.requestHash === null || first.requestHash === row.requestHash
        ? { kind: "repeat", id: first.id }
        : { kind: "keyReused" };
    },

    async list({ undelivered }) {
      const where = undelivered ? "WHERE delivered_at IS NULL" : "";
      const rows = await db
        .prepare(`SELECT ${STORED_COLUMNS} FROM leads ${where} ORDER BY created_at`)
        .bind()
        .all<StoredLead>();
      return rows.results;
    },
  };
}
