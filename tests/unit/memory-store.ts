import type { SenderStore } from "../../functions/_lib/receiver.ts";

/** A receiver's store in memory: what its D1 table would hold, for the unit tests. */
export function memoryStore<Row extends { clientKey: string; createdAt: string }>(): SenderStore<Row> & {
  rows: Row[];
} {
  const rows: Row[] = [];
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
