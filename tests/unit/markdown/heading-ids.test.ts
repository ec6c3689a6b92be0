import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

describe("heading ids", () => {
  it("are GitHub's slugs, unique on the page, with h2 and h3 as the outline", () => {
    const { html, headings } = renderMarkdown(
      "## Set up `hoops`\n\n### Set up hoops\n\n#### Deep\n\n## Set up hoops",
    );
    expect(headings).toEqual([
      { id: "set-up-hoops", text: "Set up hoops", depth: 2 },
      { id: "set-up-hoops-1", text: "Set up hoops", depth: 3 },
      { id: "set-up-hoops-2", text: "Set up hoops", depth: 2 },
    ]);
    expect(html).toContain('<h4 id="deep">');
  });

  it("end with a link to themselves that screen readers and the tab order skip", () => {
    const { html } = renderMarkdown("## Our story");
    expect(html).toBe(
      '<h2 id="our-story">Our story<a class="heading-anchor" href="#our-story" aria-hidden="true" tabindex="-1"></a></h2>',
    );
  });
});
