import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

describe("GFM tables, task lists and footnotes", () => {
  it("align table columns with classes, not styles the CSP would block", () => {
    const { html } = renderMarkdown("| Item | Minutes |\n| :---: | ---: |\n| Hoop | 5 |");
    expect(html).toContain('<th class="text-center">Item</th>');
    expect(html).toContain('<td class="text-right">5</td>');
    expect(html).not.toMatch(/style=|align=/);
  });

  it("put a table and a code block, which may be wider than a phone, in a scroll region the keyboard reaches", () => {
    const { html } = renderMarkdown("| Stitches | Price |\n| --- | ---: |\n| 5,000 | $6.50 |");
    expect(html).toMatch(
      /^<div class="table-scroll" role="region" tabindex="0" aria-label="Stitches, Price"><table>[^]*<\/table><\/div>$/,
    );
    const csv = renderMarkdown("```csv\nname,qty\nPolo,40\n```").html;
    expect(csv).toMatch(/^<div class="code-block"><pre [^>]*role="region" tabindex="0" aria-label="csv">/);
    // A block with no language is named by its first line.
    expect(renderMarkdown("```\nGET /orders\nAccept: text/csv\n```").html).toContain(
      'aria-label="GET /orders"',
    );
  });

  it("name each region after the heading it sits under, numbering a name the page already gave", () => {
    const table = "| Column | Example |\n| --- | --- |\n| email | jo@example.com |";
    const { html } = renderMarkdown(`## Customers\n\n${table}\n\n${table}\n\n## Products\n\n${table}`);
    const names = [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(names).toEqual([
      "Customers: Column, Example",
      "Customers: Column, Example (2)",
      "Products: Column, Example",
    ]);
  });

  it("label each task's box with its text", () => {
    const { html } = renderMarkdown("- [x] Save as CSV\n- [ ] Import it");
    expect(html).toContain('<label><input type="checkbox" checked disabled> Save as CSV</label>');
    expect(html).toContain('<label><input type="checkbox" disabled> Import it</label>');
  });

  it("number footnotes and link them both ways", () => {
    const { html } = renderMarkdown("Stitch counts vary.[^1]\n\n[^1]: By fabric.");
    expect(html).toContain('href="#user-content-fn-1" id="user-content-fnref-1"');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('href="#user-content-fnref-1"');
  });
});
