/** The leads as `npm run leads` prints them: a short table for people, or CSV for a spreadsheet. */
import type { StoredLead } from "./lead-store.ts";

const DELIVERY_COLUMNS = ["id", "form", "createdAt", "deliveredAt", "attempts", "lastError"] as const;

/**
 * What a terminal would act on rather than show: the C0 and C1 controls and DEL (ESC starts the
 * sequences that recolour, retitle, make links or move the cursor; C1's CSI does the same in one
 * byte) and the bidirectional controls that reorder what is shown around them.
 */
const UNSHOWABLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const NAMED_ESCAPES: Record<string, string> = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** `text` with every such character written as its escape (`\x1b`, `\r`, `\u202e`), except those in `keep`. */
export function visible(text: string, keep = ""): string {
  return text.replace(UNSHOWABLE, (c) => {
    if (keep.includes(c)) return c;
    const code = c.codePointAt(0)!;
    return (
      NAMED_ESCAPES[c] ??
      (code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16)}`)
    );
  });
}

/**
 * What starts a formula in a spreadsheet's cell (OWASP, "CSV Injection"), at a cell's start or
 * where a spreadsheet that ignores the quotes would start one: after a `,`, `;`, tab or line break.
 */
const FORMULA_START = /(^|[,;\t\r\n])( *)([=+\-@\t\r])/g;

/** A field's value as one cell's text: lists joined with "; ", a trial's add-ons as "id: units". */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "object")
    return Object.entries(value)
      .map(([key, v]) => `${key}: ${String(v)}`)
      .join("; ");
  return String(value);
}

/**
 * A CSV cell that every spreadsheet reads as text: always quoted, quotes doubled, and a `'` before
 * anything that would start a formula, at the cell's start and after each `,` or `;` in it, since
 * a spreadsheet that splits on those (a `;`-separated locale, an import that ignores quotes)
 * starts a new cell there (OWASP's CSV injection guidance: `Acme;=1+1` is `"Acme;'=1+1"`).
 *
 * Control characters: tab and line breaks are kept, as a message's own, and the quotes keep them
 * in their cell. Every other one is written as its escape, always, not only to a terminal: no
 * field of a lead has a use for ESC or NUL (the receiver refuses them now; older leads may hold
 * them), a spreadsheet would show them as boxes, and the file is as likely to be read with `cat`.
 * To a terminal (`onTerminal`), a carriage return is escaped too, as it would let the rest of a
 * cell print over what came before it on the line; a line feed and a tab only move on.
 */
function cell(value: unknown, onTerminal: boolean): string {
  const text = visible(cellText(value), onTerminal ? "\t\n" : "\t\n\r").replace(FORMULA_START, "$1$2'$3");
  return `"${text.replace(/"/g, '""')}"`;
}

/** Where Excel learns that the file is UTF-8: without it, "Zoë" opens as "ZoÃ«". */
const UTF8_BOM = "\uFEFF";

/**
 * One row per lead: its delivery, then every form field any lead has, in first-seen order.
 * `onTerminal`: the text goes to a terminal rather than a file (see `cell`).
 */
export function leadsCsv(leads: readonly StoredLead[], { onTerminal = false } = {}): string {
  const payloads = leads.map((lead) => JSON.parse(lead.payload) as Record<string, unknown>);
  const fields = [...new Set(payloads.flatMap((p) => Object.keys(p)))];
  const header = [...DELIVERY_COLUMNS, ...fields];
  const rows = leads.map((lead, i) => [
    ...DELIVERY_COLUMNS.map((column) => lead[column]),
    ...fields.map((field) => payloads[i]![field]),
  ]);
  return (
    UTF8_BOM +
    [header, ...rows].map((row) => row.map((value) => cell(value, onTerminal)).join(",")).join("\r\n") +
    "\r\n"
  );
}

/** The leads for people, one line each, every control character shown as its escape. */
export function leadsTable(leads: readonly StoredLead[]): string {
  if (leads.length === 0) return "No leads.\n";
  const lines = leads.map((lead) => {
    const delivery = lead.deliveredAt
      ? `delivered ${lead.deliveredAt}`
      : `not delivered (${lead.attempts} attempts${lead.lastError ? `, last: ${lead.lastError}` : ""})`;
    return visible(`${lead.createdAt}  ${lead.form.padEnd(11)}  ${lead.email}  ${delivery}  ${lead.id}`);
  });
  const undelivered = leads.filter((lead) => !lead.deliveredAt).length;
  return `${lines.join("\n")}\n${leads.length} leads, ${undelivered} not delivered\n`;
}
