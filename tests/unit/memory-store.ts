import type { FeedbackRow, FeedbackStore } from "#backend/leads/index.ts";

/** A receiver's store in memory: what its D1 table would hold, for the unit tests. */
export function memoryStore(): FeedbackStore & { rows: FeedbackRow[] } {
  const rows: FeedbackRow[] = [];
  return {
    rows,
    async insertIfAdmitted(row, { sinceIso, limit }) {
      if (rows.filter((r) => r.clientKey === row.clientKey && r.createdAt >= sinceIso).length >= limit)
        return false;
      rows.push(row);
      return true;
    },
  };
}
