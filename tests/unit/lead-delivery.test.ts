/**
 * Delivery to the sales webhook as it meets a real one: two deliverers at once (a request's
 * Function and the schedule), over the real D1 statements (Miniflare), sending with Node's fetch
 * to a webhook on loopback that is slow for some leads, resets the connection after reading others
 * and fails others a few times. Every lead must arrive at least once, and none after it was taken.
 */
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  d1LeadStore,
  deliverDue,
  RETRY_DELAYS_MS,
  type D1Like,
  type LeadStore,
} from "#backend/leads/index.ts";
import { localD1 } from "./local-d1.ts";

/**
 * The deliverers' clock runs this many times faster than the wall's, so the backoff's 30 s and
 * 2 min pass in well under a test's time; the webhook's delays are wall time, as the network's are.
 */
const SPEED = 50;
const SLOW_ANSWER_MS = 400;
const KINDS = ["prompt", "slow", "reset", "failing"] as const;
type Kind = (typeof KINDS)[number];
/** How often the failing webhook answers 503 to a lead before it takes it. */
const FAILURES = 2;

type Receipt = { id: string; key: string | undefined; answer: "2xx" | "503" | "reset"; at: number };

/** The webhook: it reads every lead whole, then answers as the lead's kind says. */
function webhook(clock: () => Date) {
  const receipts: Receipt[] = [];
  const server: Server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    const { id, lead } = JSON.parse(body) as { id: string; lead: { message: string } };
    const kind = lead.message.split(" ")[0] as Kind;
    const seen = receipts.filter((r) => r.id === id).length;
    const receipt = (answer: Receipt["answer"]) =>
      receipts.push({ id, key: request.headers["idempotency-key"] as string, answer, at: clock().getTime() });
    if (kind === "reset" && seen === 0) {
      receipt("reset");
      request.socket.destroy();
      return;
    }
    if (kind === "failing" && seen < FAILURES) {
      receipt("503");
      response.writeHead(503).end();
      return;
    }
    if (kind === "slow") await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
    receipt("2xx");
    response.writeHead(204).end();
  });
  return { server, receipts };
}

let d1: { db: D1Like; dispose(): Promise<void> };
let store: LeadStore;
beforeAll(async () => {
  d1 = await localD1();
  store = d1LeadStore(d1.db);
}, 60_000);
afterAll(() => d1.dispose());

describe("two deliverers against a slow, a resetting and a failing webhook", () => {
  it("get every lead there at least once, and none again after the webhook took it", async () => {
    const start = performance.now();
    const t0 = Date.parse("2026-11-22T09:00:00Z");
    const clock = () => new Date(t0 + (performance.now() - start) * SPEED);
    const { server, receipts } = webhook(clock);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const leads = KINDS.flatMap((kind) =>
        [1, 2, 3, 4].map((n) => ({ kind, message: `${kind} lead ${n}` })),
      );
      const ids = new Map<string, Kind>();
      for (const [i, { kind, message }] of leads.entries()) {
        const id = crypto.randomUUID();
        ids.set(id, kind);
        await store.insertIfAdmitted(
          {
            id,
            form: "contact",
            createdAt: clock().toISOString(),
            email: `lead${i}@example.com`,
            payload: JSON.stringify({ name: `Lead ${i}`, message }),
            clientKey: `client-${i}`,
            idempotencyKey: `key-${id}`,
            requestHash: `hash-${id}`,
          },
          { sinceIso: clock().toISOString(), limit: 1 },
        );
      }
      // Each deliverer goes round again as soon as it is done, as requests and the schedule would.
      const deadline = performance.now() + 30_000;
      const deliverer = async () => {
        while (performance.now() < deadline && (await store.list({ undelivered: true })).length > 0) {
          await deliverDue(store, url, { now: clock, max: 20 });
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await Promise.all([deliverer(), deliverer()]);

      for (const [id, kind] of ids) {
        const mine = receipts.filter((r) => r.id === id);
        const taken = mine.findIndex((r) => r.answer === "2xx");
        expect(taken, `${kind} ${id} arrived`).toBeGreaterThanOrEqual(0);
        expect(mine.slice(taken + 1), `${kind} ${id} sent again after a 2xx`).toEqual([]);
        expect(new Set(mine.map((r) => r.key)), `${kind} ${id}'s Idempotency-Key`).toEqual(new Set([id]));
        // A reset after the webhook read the lead is not sent again at once, only after the backoff.
        for (const [earlier, later] of mine.slice(1).map((r, i) => [mine[i]!, r] as const))
          expect(later.at - earlier.at, `${kind} ${id} sent again within the backoff`).toBeGreaterThanOrEqual(
            RETRY_DELAYS_MS[0],
          );
        expect(mine, `${kind} ${id}'s sends`).toHaveLength(
          { prompt: 1, slow: 1, reset: 2, failing: FAILURES + 1 }[kind],
        );
      }
      const rows = await store.list({ undelivered: false });
      expect(rows.filter((row) => row.deliveredAt === null)).toEqual([]);
      expect(rows.filter((row) => row.lastError !== null)).toEqual([]);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  }, 60_000);
});
