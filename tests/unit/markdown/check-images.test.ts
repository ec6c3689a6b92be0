import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

describe("picture checks", () => {
  it("fails a picture without alt text at its line", () => {
    const { problems } = renderMarkdown(
      "Intro.\n\n![](/images/press.png)\n\n![  ][logo]\n\n[logo]: /images/logo.png",
    );
    expect(problems.map((p) => [p.line, p.message.split(":")[0]])).toEqual([
      [3, "picture /images/press.png has no alt text"],
      [5, "picture [logo] has no alt text"],
    ]);
  });

  it("accepts a picture that says what it shows", () => {
    expect(renderMarkdown("![Six-head press](/images/press.png)").problems).toEqual([]);
  });
});
