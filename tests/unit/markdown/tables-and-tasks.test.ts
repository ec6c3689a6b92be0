import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

describe("GFM tables, task lists and footnotes", () => {
  it("align table columns with classes, not styles the CSP would block", () => {
    const { html } = renderMarkdown("| Item | Minutes |\n| :---: | ---: |\n| Hoop | 5 |");
    expect(html).toContain('<th class="text-center">Item</th>');
    expect(html).toContain('<td class="text-right">5</td>');
    expect(html).not.toMatch(/style=|align=/);
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
