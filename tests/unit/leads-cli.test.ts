import { describe, expect, it } from "vitest";
import type { StoredLead } from "#backend/leads/index.ts";
import { bindLiterals, leadsCsv, leadsTable } from "#backend/leads/node.ts";

const lead = (over: Partial<StoredLead>): StoredLead => ({
  id: "a1",
  form: "contact",
  createdAt: "2026-11-22T10:00:00.000Z",
  email: "jo@stitchco.com",
  payload: JSON.stringify({ name: "Jo", message: "Hello" }),
  deliveredAt: null,
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  ...over,
});

describe("npm run leads", () => {
  it("writes values into its SQL as literals nobody can break out of", () => {
    expect(bindLiterals("SELECT ?1, ?2, ?10, ?3", ["it's", 5, null, 0, 0, 0, 0, 0, 0, "ten"])).toBe(
      "SELECT 'it''s', 5, 'ten', NULL",
    );
  });

  it("exports CSV a spreadsheet reads as text: one column per field, quoted cells, no formulas", () => {
    const csv = leadsCsv([
      lead({}),
      lead({
        id: "b2",
        form: "get-started",
        deliveredAt: "2026-11-22T10:00:01.000Z",
        attempts: 2,
        payload: JSON.stringify({
          name: '=HYPERLINK("x")',
          decorationTypes: ["embroidery", "other"],
          message: "a,\nb",
        }),
      }),
    ]);
    const [header, first, second] = csv.split("\r\n");
    expect(header).toBe("id,form,createdAt,deliveredAt,attempts,lastError,name,message,decorationTypes");
    expect(first).toBe("a1,contact,2026-11-22T10:00:00.000Z,,0,,Jo,Hello,");
    expect(second).toBe(
      `b2,get-started,2026-11-22T10:00:00.000Z,2026-11-22T10:00:01.000Z,2,,"'=HYPERLINK(""x"")","a,\nb",embroidery; other`,
    );
  });

  it("writes a trial's estimate as a spreadsheet reads it: users, and units by add-on", () => {
    const payload = JSON.stringify({ plan: "growth", users: 12, addOns: { "production-site": 2, sms: 1 } });
    const [header, row] = leadsCsv([lead({ form: "get-started", payload })]).split("\r\n");
    expect(header).toBe("id,form,createdAt,deliveredAt,attempts,lastError,plan,users,addOns");
    expect(row).toBe("a1,get-started,2026-11-22T10:00:00.000Z,,0,,growth,12,production-site: 2; sms: 1");
  });

  it("says which leads are waiting for the webhook, and why", () => {
    const table = leadsTable([
      lead({ attempts: 3, lastError: "HTTP 503" }),
      lead({ id: "b2", deliveredAt: "x" }),
    ]);
    expect(table).toContain("not delivered (3 attempts, last: HTTP 503)");
    expect(table).toContain("2 leads, 1 not delivered");
  });
});
