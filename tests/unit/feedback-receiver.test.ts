import { describe, expect, it } from "vitest";
import { LEADS_PER_ADDRESS_PER_MINUTE, MAX_FEEDBACK_COMMENT } from "#app/core/leads/index.ts";
import { feedbackRoute, handleFeedback as handle, MAX_FEEDBACK_BYTES } from "#backend/leads/index.ts";
import type { FeedbackStore } from "#backend/leads/index.ts";
import { memoryStore } from "./memory-store.ts";

/** A docs page the receiver knows (the build gives it every docs page's path). */
const page = "/documentation/getting-started/first-steps";
const receiver = { docsPages: [page] };
const handleFeedback = (request: Request, store: FeedbackStore) => handle(request, store, receiver);
const onRequest = feedbackRoute(receiver);

const post = (body: string, type = "application/json", address = "203.0.113.9") =>
  new Request("https://www.tracker-app.us/api/feedback", {
    method: "POST",
    headers: { "content-type": type, "cf-connecting-ip": address },
    body,
  });

describe("the feedback receiver", () => {
  it("stores a docs page's answer, with or without a comment", async () => {
    const store = memoryStore();
    const answered = await handleFeedback(
      post(JSON.stringify({ page, helpful: false, comment: "  More on sizes  " })),
      store,
    );
    expect(answered.status).toBe(201);
    const bare = await handleFeedback(post(JSON.stringify({ page, helpful: true })), store);
    expect(bare.status).toBe(201);
    expect(store.rows.map(({ page, helpful, comment }) => ({ page, helpful, comment }))).toEqual([
      { page, helpful: false, comment: "More on sizes" },
      { page, helpful: true, comment: "" },
    ]);
  });

  it("cleans a comment as a form's text box: line feeds, no blank ends, nothing that shows nothing", async () => {
    const store = memoryStore();
    const send = (comment: string) =>
      handleFeedback(post(JSON.stringify({ page, helpful: false, comment })), store);
    expect((await send("\u200bSizes\r\nplease\r\u200d")).status).toBe(201);
    expect((await send("\u200b\u3164\u200d")).status).toBe(201);
    expect(store.rows.map((r) => r.comment)).toEqual(["Sizes\nplease", ""]);
    for (const hostile of ["a\u001b[2Jb", "nul\u0000", "x\u009b31m", "rlo\u202einside"])
      expect((await send(hostile)).status, JSON.stringify(hostile)).toBe(400);
    expect(store.rows).toHaveLength(2);
  });

  it("refuses bad input with a 4xx and stores nothing", async () => {
    const store = memoryStore();
    const bad = [
      post("not json"),
      post("[1]"),
      post("null"),
      post(JSON.stringify({ page, helpful: "yes" })),
      post(JSON.stringify({ page: "/pricing", helpful: true })),
      post(JSON.stringify({ page: `${page}-nope`, helpful: true })),
      post(JSON.stringify({ page, helpful: true, comment: "x".repeat(MAX_FEEDBACK_COMMENT + 1) })),
      post(JSON.stringify({ page, helpful: true, admin: 1 })),
      post(JSON.stringify({ page, helpful: true, website: "spam" })),
    ];
    for (const request of bad) expect((await handleFeedback(request, store)).status).toBe(400);
    const notJson = post(`page=${page}&helpful=true`, "application/x-www-form-urlencoded");
    expect((await handleFeedback(notJson, store)).status).toBe(415);
    expect((await handleFeedback(post("x".repeat(MAX_FEEDBACK_BYTES + 1)), store)).status).toBe(413);
    expect(
      (await handleFeedback(new Request("https://x.test/api/feedback", { method: "GET" }), store)).status,
    ).toBe(405);
    expect(store.rows).toEqual([]);
  });

  it(`limits one address to ${LEADS_PER_ADDRESS_PER_MINUTE} answers a minute`, async () => {
    const store = memoryStore();
    const statuses: number[] = [];
    for (let i = 0; i <= LEADS_PER_ADDRESS_PER_MINUTE; i++)
      statuses.push((await handleFeedback(post(JSON.stringify({ page, helpful: true })), store)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(store.rows).toHaveLength(LEADS_PER_ADDRESS_PER_MINUTE);
  });

  it("answers a failing database with a JSON 500, never a crash", async () => {
    const failing = {
      prepare: () => ({
        bind: () => ({
          first: () => Promise.reject(new Error("D1 down")),
          run: () => Promise.reject(new Error("D1 down")),
          all: () => Promise.reject(new Error("D1 down")),
        }),
      }),
    };
    const original = console.error;
    console.error = () => {};
    try {
      const response = await onRequest({
        request: post(JSON.stringify({ page, helpful: true })),
        env: { LEADS_DB: failing },
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toHaveProperty("error");
    } finally {
      console.error = original;
    }
  });
});
