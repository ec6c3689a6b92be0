import { describe, expect, it } from "vitest";
import { createContentCache } from "#scripts/content/machinery/content-cache.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

// A made-up list: the plugin reads whatever columns and rows the data holds.
const vendors = (rows: { name: string; since: string }[]) => ({
  legal: { vendors: { columns: { name: "Company", since: "Used since" }, rows } },
});
const data = vendors([
  { name: "Hosting Co", since: "2017-01-09" },
  { name: "Mail Co", since: "2021-05-04" },
]);
const page = 'Who helps us:\n\n::data-table{of="legal.vendors"}\n\nThat is all.';

describe("::data-table", () => {
  it("shows a list kept as data as a table: its headings, then a row per entry, dates in words", () => {
    const { html, problems } = renderMarkdown(page, { data });
    expect(problems).toEqual([]);
    expect(html).toContain(
      [
        "<table>",
        "<thead>",
        "<tr>",
        "<th>Company</th>",
        "<th>Used since</th>",
        "</tr>",
        "</thead>",
        "<tbody>",
        "<tr>",
        "<td>Hosting Co</td>",
        "<td>January 9, 2017</td>",
        "</tr>",
        "<tr>",
        "<td>Mail Co</td>",
        "<td>May 4, 2021</td>",
        "</tr>",
        "</tbody>",
        "</table>",
      ].join("\n"),
    );
    // The table sits in its scroll region (a region the keyboard reaches), between the paragraphs.
    expect(html).toMatch(
      /^<p>Who helps us:<\/p>\n<div [^>]*role="region"[^>]*><table>[\s\S]*<\/table><\/div>\n<p>That is all.<\/p>$/,
    );
  });

  it("fails the build at the directive's line when the name leads to no table, or an entry lacks a column", () => {
    expect(renderMarkdown('Intro.\n\n::data-table{of="legal.nobody"}', { data }).problems).toEqual([
      { line: 3, message: expect.stringContaining('"legal.nobody" does not') },
    ]);
    expect(renderMarkdown("::data-table", { data }).problems).toEqual([
      { line: 1, message: expect.stringContaining("it has no of") },
    ]);
    const gap = {
      legal: { vendors: { columns: { name: "Company", since: "Since" }, rows: [{ name: "X" }] } },
    };
    expect(renderMarkdown(page, { data: gap }).problems).toEqual([
      { line: 3, message: "legal.vendors.rows.0 has no since to show in its column" },
    ]);
  });

  it("renders again when the list changes, though the page's Markdown did not", () => {
    const cache = createContentCache(null);
    const before = cache.render(page, data).html();
    const after = cache.render(page, vendors([{ name: "New Co", since: "2025-03-01" }])).html();
    expect(before).toContain("Mail Co");
    expect(after).toContain("New Co");
    expect(after).not.toContain("Mail Co");
  });
});
