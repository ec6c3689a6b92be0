import { describe, expect, it } from "vitest";
import { sentenceExcerpt, type LocatedText } from "#app/core/search/index.ts";

/** A page as Pagefind returns it: its text, the matched words' positions and its headings. */
function page(text: string, matches: string[], anchors: LocatedText["anchors"] = []): LocatedText {
  const words = text.split(/\s+/);
  const locations = words.flatMap((word, i) => (matches.includes(word.replace(/\W+$/, "")) ? [i] : []));
  return { content: text, locations, anchors };
}
const shown = (pieces: { text: string }[]) => pieces.map((p) => p.text).join("");
const marked = (pieces: { text: string; marked: boolean }[]) =>
  pieces.filter((p) => p.marked).map((p) => p.text);

const text =
  "Taking Deposits and Sending Invoices. Request deposits and record payments from an order. " +
  "Request a deposit. Open the order and choose Send. The customer pays the deposit invoice by card. " +
  "Raise the final invoice. You can invoice at any point.";
const anchors = [
  { id: "request-a-deposit", text: "Request a deposit", location: 13 },
  { id: "raise-the-final-invoice", text: "Raise the final invoice", location: 30 },
];

describe("excerpts cut at sentences", () => {
  it("gives a page its opening after the title, up to its first heading, with the matches there", () => {
    const pieces = sentenceExcerpt(page(text, ["Invoices", "payments", "invoice"], anchors), {
      title: "Taking Deposits and Sending Invoices",
      length: 40,
    });
    expect(shown(pieces)).toBe("Request deposits and record payments from an order.");
    expect(marked(pieces)).toEqual(["payments"]);
  });

  it("starts at the sentence of the first match", () => {
    const pieces = sentenceExcerpt(page(text, ["card"], anchors), {
      title: "Taking Deposits and Sending Invoices",
      anchorId: "request-a-deposit",
      length: 40,
    });
    expect(shown(pieces)).toBe("The customer pays the deposit invoice by card.");
  });

  it("starts a heading's excerpt after the heading, and stops before the next one", () => {
    const pieces = sentenceExcerpt(page(text, ["order", "deposit"], anchors), {
      title: "Taking Deposits and Sending Invoices",
      anchorId: "request-a-deposit",
      length: 40,
    });
    expect(shown(pieces)).toBe(
      "Open the order and choose Send. The customer pays the deposit invoice by card.",
    );
    expect(marked(pieces)).toEqual(["order", "deposit"]);
  });

  it("ends at a sentence when one ends late enough, and otherwise says it is cut", () => {
    const long = page(`Title. ${"word ".repeat(30)}match ${"more ".repeat(30)}end.`, ["match"]);
    const pieces = sentenceExcerpt(long, { title: "Title", length: 10 });
    expect(shown(pieces).startsWith("… ")).toBe(true);
    expect(shown(pieces).endsWith(" …")).toBe(true);
    expect(marked(pieces)).toEqual(["match"]);
  });

  it("shows the text after the title when only the title matched", () => {
    const pieces = sentenceExcerpt(page(text, ["Sending"], anchors), {
      title: "Taking Deposits and Sending Invoices",
      length: 12,
    });
    expect(shown(pieces)).toBe("Request deposits and record payments from an order.");
    expect(marked(pieces)).toEqual([]);
  });

  it("counts a title's words as the page shows them, past the index's added forms", () => {
    const indexed = page(
      "Supplier Catalogs ⟦catalogues⟧ and Ordering. Order blanks from one catalog ⟦catalogue⟧.",
      ["catalog"],
    );
    const pieces = sentenceExcerpt(indexed, { title: "Supplier Catalogs and Ordering", length: 20 });
    expect(shown(pieces)).toBe("Order blanks from one catalog ⟦catalogue⟧.");
  });

  it("shown alone, a page with no match in its opening is cut where it matched", () => {
    const matched = page(text, ["card"], anchors);
    const title = "Taking Deposits and Sending Invoices";
    expect(shown(sentenceExcerpt(matched, { title, length: 40 }))).toMatch(/^Request deposits/);
    expect(shown(sentenceExcerpt(matched, { title, length: 9, alone: true }))).toBe(
      "The customer pays the deposit invoice by card.",
    );
  });
});
