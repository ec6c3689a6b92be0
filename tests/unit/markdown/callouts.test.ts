import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

describe("callouts", () => {
  it("become asides named by their title, shown once", () => {
    const { html, problems } = renderMarkdown(
      ":::tip[Before you import]\nSave **first**.\n:::\n\n:::warning\nCareful.\n:::",
    );
    expect(problems).toEqual([]);
    expect(html).toContain(
      '<aside class="callout callout-tip" aria-label="Before you import"><p class="callout-title" aria-hidden="true">Before you import</p><p>Save <strong>first</strong>.</p></aside>',
    );
    expect(html).toContain('<aside class="callout callout-warning" aria-label="Warning">');
  });

  it("fail the build for a name that is not a callout", () => {
    expect(renderMarkdown("Text.\n\n:::danger\nx\n:::").problems).toEqual([
      { line: 3, message: ":::danger is not a callout; use :::tip, :::note, :::warning, :::example" },
    ]);
  });

  it("never eat text that only looks like a directive", () => {
    const { html } = renderMarkdown("Ratio 2:1, Note:this and :smile: stay.\n\n::line");
    expect(html).toBe("<p>Ratio 2:1, Note:this and :smile: stay.</p>\n<p>::line</p>");
  });
});
