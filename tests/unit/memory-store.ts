import type { SenderStore } from "../../functions/_lib/receiver.ts";

/** A receiver's store in memory: what its D1 table would hold, for the unit tests. */
export function memoryStore<Row extends { clientKey: string; createdAt: string }>(): SenderStore<Row> & {
  rows: Row[];
} {
  const rows: Row[] = [];
  return {
    rows,
    async recentFrom(clientKey, sinceIso) {
      return rows.filter((r) => r.clientKey === clientKey && r.createdAt >= sinceIso).length;
    },
    async insert(row) {
      rows.push(row);
    },
  };
}
