import { describe, expect, it, vi } from "vitest";
import { handleLead, onRequest, type LeadRow } from "../../functions/api/leads/[form].ts";
import { LEADS_PER_ADDRESS_PER_MINUTE, MAX_LEAD_BYTES } from "../../app/core/leads/fields.ts";
import { memoryStore } from "./memory-store.ts";

const contact = {
  name: "Jo Bloggs",
  email: "jo@stitchco.com",
  company: "Stitch Co",
  topic: "sales",
  message: "We run four embroidery heads and want to move off spreadsheets.",
};

function post(body: string, type = "application/json", address = "203.0.113.7"): Request {
  return new Request("https://www.tracker-app.us/api/leads/contact", {
    method: "POST",
    headers: { "content-type": type, "cf-connecting-ip": address },
    body,
  });
}

describe("the lead receiver", () => {
  it("stores a valid lead and answers 201 with its id", async () => {
    const store = memoryStore<LeadRow>();
    const response = await handleLead(post(JSON.stringify(contact)), "contact", store);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({ id, form: "contact", email: contact.email });
    expect(JSON.parse(store.rows[0]!.payload)).toMatchObject({ ...contact, phone: "" });
    // The sender's address is kept only as a hash.
    expect(store.rows[0]!.clientKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(store.rows)).not.toContain("203.0.113.7");
  });

  it("answers 422 with a sentence for each field to fix, and stores nothing", async () => {
    const store = memoryStore<LeadRow>();
    const response = await handleLead(
      post(JSON.stringify({ ...contact, email: "jo@", name: "" })),
      "contact",
      store,
    );
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["email", "name"]);
    expect(errors.email).not.toBe(errors.name);
    expect(store.rows).toEqual([]);
  });

  it.each([
    ["a field the form does not have", JSON.stringify({ ...contact, isAdmin: true }), 400],
    ["a filled honeypot", JSON.stringify({ ...contact, website: "https://spam.example" }), 400],
    ["JSON that does not parse", "{name:", 400],
    ["JSON that is not an object", JSON.stringify([contact]), 400],
    ["a body over the limit", JSON.stringify({ ...contact, message: "x".repeat(MAX_LEAD_BYTES) }), 413],
  ])("refuses %s with %i and stores nothing", async (_, body, status) => {
    const store = memoryStore<LeadRow>();
    expect((await handleLead(post(body), "contact", store)).status).toBe(status);
    expect(store.rows).toEqual([]);
  });

  it("counts a streamed body's bytes, whatever its Content-Length claims", async () => {
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("https://www.tracker-app.us/api/leads/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "10" },
      body,
      duplex: "half",
    } as RequestInit);
    expect((await handleLead(request, "contact", memoryStore<LeadRow>())).status).toBe(413);
  });

  it(`answers 429 after ${LEADS_PER_ADDRESS_PER_MINUTE} submissions from one address in a minute, and not to others`, async () => {
    const store = memoryStore<LeadRow>();
    let now = new Date("2026-11-22T10:00:00Z");
    const send = (address: string) =>
      handleLead(post(JSON.stringify(contact), "application/json", address), "contact", store, {
        now: () => now,
      });
    for (let i = 0; i < LEADS_PER_ADDRESS_PER_MINUTE; i++)
      expect((await send("198.51.100.1")).status).toBe(201);
    const limited = await send("198.51.100.1");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await send("198.51.100.2")).status).toBe(201);
    now = new Date("2026-11-22T10:01:01Z");
    expect((await send("198.51.100.1")).status).toBe(201);
  });

  it("sends a plain HTML post to the confirmation page, or back to the form naming only the fields", async () => {
    const store = memoryStore<LeadRow>();
    const ok = await handleLead(
      post(new URLSearchParams(contact).toString(), "application/x-www-form-urlencoded"),
      "contact",
      store,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/thank-you?form=contact");
    const hostile = { ...contact, name: "<script>alert(1)</script>", email: "not-an-email" };
    const back = await handleLead(
      post(new URLSearchParams(hostile).toString(), "application/x-www-form-urlencoded"),
      "contact",
      store,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/contact?invalid=email#form");
    expect(store.rows).toHaveLength(1);
  });

  it("reads repeated checkbox fields of a plain post as lists", async () => {
    const store = memoryStore<LeadRow>();
    const fields = new URLSearchParams({
      request: "trial",
      name: "Sam",
      email: "sam@printhaus.com",
      company: "Print Haus",
      companySize: "6-20",
    });
    fields.append("decorationTypes", "embroidery");
    fields.append("decorationTypes", "screen-printing");
    const response = await handleLead(
      post(fields.toString(), "application/x-www-form-urlencoded"),
      "get-started",
      store,
    );
    expect(response.status).toBe(303);
    expect(JSON.parse(store.rows[0]!.payload).decorationTypes).toEqual(["embroidery", "screen-printing"]);
  });

  it("answers 405 to anything but POST, and 404 for a form that does not exist", async () => {
    const get = new Request("https://www.tracker-app.us/api/leads/contact");
    expect((await handleLead(get, "contact", memoryStore<LeadRow>())).status).toBe(405);
    expect(
      (await handleLead(post(JSON.stringify(contact)), "newsletter", memoryStore<LeadRow>())).status,
    ).toBe(404);
  });

  it("tells the webhook about a stored lead, and still answers 201 when the webhook is down", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new Error("connection refused"));
    const store = memoryStore<LeadRow>();
    const response = await handleLead(post(JSON.stringify(contact)), "contact", store, {
      webhookUrl: "https://hooks.example/leads",
    });
    expect(response.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://hooks.example/leads");
    expect(JSON.parse(String(init!.body))).toMatchObject({ form: "contact", lead: { email: contact.email } });
    fetchMock.mockRestore();
  });

  it("answers 500 as JSON, without crashing, when the database fails", async () => {
    const failing = {
      prepare: () => ({
        bind: () => ({
          first: () => Promise.reject(new Error("D1_ERROR: no such table: leads")),
          run: () => Promise.reject(new Error("D1_ERROR")),
        }),
      }),
    };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await onRequest({
      request: post(JSON.stringify(contact)),
      env: { LEADS_DB: failing },
      params: { form: "contact" },
      waitUntil: () => {},
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "the lead could not be stored" });
    error.mockRestore();
  });
});
