import { describe, expect, it } from "vitest";
import { RAW_HTML_MESSAGE } from "#scripts/content/markdown/refuse-raw-html.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

describe("raw HTML", () => {
  it("is reported once per line, block or inline, and printed as text, never as markup", () => {
    const { html, problems } = renderMarkdown(
      '<div class="note">Careful</div>\n\nSome <b>bold</b> text.\n\n<script>alert(1)</script>',
    );
    expect(problems).toEqual([
      { line: 1, message: RAW_HTML_MESSAGE },
      { line: 3, message: RAW_HTML_MESSAGE },
      { line: 5, message: RAW_HTML_MESSAGE },
    ]);
    expect(html).not.toMatch(/<(div|b|script)\b/);
    expect(html).toContain("&lt;b>bold&lt;/b>");
  });

  it("leaves code that shows HTML alone", () => {
    expect(renderMarkdown("Type `<br>` or:\n\n```\n<br>\n```").problems).toEqual([]);
  });
});
