/**
 * The docs pages' "Was this page helpful?" answers in D1's `feedback` table (migrations/), kept
 * under the same per-sender limit as leads, admission and insert in one statement.
 */
import type { D1Like } from "./lead-store.ts";

export type FeedbackRow = {
  id: string;
  createdAt: string;
  page: string;
  helpful: boolean;
  comment: string;
  clientKey: string;
};

/** Where answers are kept: D1 in production and under `wrangler pages dev`; a fake in unit tests. */
export type FeedbackStore = {
  /**
   * Stores the row unless its sender already has `limit` rows since `sinceIso`; false when it did
   * not. One statement, so parallel requests cannot all pass the count before any of them inserts.
   */
  insertIfAdmitted(row: FeedbackRow, window: { sinceIso: string; limit: number }): Promise<boolean>;
};

export const d1FeedbackStore = (db: D1Like): FeedbackStore => ({
  async insertIfAdmitted(row, { sinceIso, limit }) {
    const result = await db
      .prepare(
        `INSERT INTO feedback (id, created_at, page, helpful, comment, client_key)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE (SELECT COUNT(*) FROM feedback WHERE client_key = ?6 AND created_at >= ?7) < ?8`,
      )
      .bind(row.id, row.createdAt, row.page, row.helpful ? 1 : 0, row.comment, row.clientKey, sinceIso, limit)
      .run();
    return (result.meta.changes ?? 0) > 0;
  },
});
