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

  it("fail the build where a callout's fence is left as text, as an editor's escaping leaves it", () => {
    expect(renderMarkdown("Text.\n\n:::warning\\[Careful]\nHot.\n:::").problems).toEqual([
      {
        line: 3,
        message:
          ":::warning\\[Careful] has its title's [ escaped, so the page would show it as text; write :::warning[title] with no backslash",
      },
    ]);
    const stray = renderMarkdown("Text.\n\n:::").problems;
    expect(stray.map((p) => p.line)).toEqual([3]);
    expect(stray[0]!.message).toMatch(/^::: is not read as a callout/);
    // Shown as code, the fence is an example, not a callout that failed.
    expect(renderMarkdown("`:::tip` opens a tip.\n\n```md\n:::tip\n```").problems).toEqual([]);
  });
});
