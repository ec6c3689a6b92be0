/** The leads as `npm run leads` prints them: a short table for people, or CSV for a spreadsheet. */
import type { StoredLead } from "./lead-store.ts";

const DELIVERY_COLUMNS = ["id", "form", "createdAt", "deliveredAt", "attempts", "lastError"] as const;

/** A CSV cell: quoted when it holds a comma, quote or line break; formula starts are defused. */
function cell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ""
      : Array.isArray(value)
        ? value.join("; ")
        : typeof value === "object"
          ? // A trial's add-on units, { "production-site": 2 }: "production-site: 2".
            Object.entries(value)
              .map(([key, v]) => `${key}: ${String(v)}`)
              .join("; ")
          : String(value);
  // A spreadsheet would run "=HYPERLINK(…)" typed into a form as a formula.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per lead: its delivery, then every form field any lead has, in first-seen order. */
export function leadsCsv(leads: readonly StoredLead[]): string {
  const payloads = leads.map((lead) => JSON.parse(lead.payload) as Record<string, unknown>);
  const fields = [...new Set(payloads.flatMap((p) => Object.keys(p)))];
  const header = [...DELIVERY_COLUMNS, ...fields];
  const rows = leads.map((lead, i) => [
    ...DELIVERY_COLUMNS.map((column) => lead[column]),
    ...fields.map((field) => payloads[i]![field]),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

export function leadsTable(leads: readonly StoredLead[]): string {
  if (leads.length === 0) return "No leads.\n";
  const lines = leads.map((lead) => {
    const delivery = lead.deliveredAt
      ? `delivered ${lead.deliveredAt}`
      : `not delivered (${lead.attempts} attempts${lead.lastError ? `, last: ${lead.lastError}` : ""})`;
    return `${lead.createdAt}  ${lead.form.padEnd(11)}  ${lead.email}  ${delivery}  ${lead.id}`;
  });
  const undelivered = leads.filter((lead) => !lead.deliveredAt).length;
  return `${lines.join("\n")}\n${leads.length} leads, ${undelivered} not delivered\n`;
}
