import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

describe("link collection", () => {
  it("lists every link and picture as typed, on its own line, references where they are used", () => {
    const { links } = renderMarkdown(
      [
        "Read the [guide](/documentation/a%20b#set-up) and",
        "the [pricing][plans], or www.example.com.",
        "",
        "![A press](/images/press.png)",
        "",
        "[plans]: /pricing",
      ].join("\n"),
    );
    expect(links).toEqual([
      { url: "/documentation/a%20b#set-up", line: 1, kind: "link" },
      { url: "/pricing", line: 2, kind: "link" },
      { url: "http://www.example.com", line: 2, kind: "link" },
      { url: "/images/press.png", line: 4, kind: "image" },
    ]);
  });

  it("keeps a link the site refuses, so the cross-check can name it", () => {
    const { links, html } = renderMarkdown("[Click](javascript:alert(1))");
    expect(links).toEqual([{ url: "javascript:alert(1)", line: 1, kind: "link" }]);
    expect(html).not.toContain("<script");
  });
});
