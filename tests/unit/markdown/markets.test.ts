import { describe, expect, it } from "vitest";
import { toUkHtml } from "#app/core/locale/index.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

const body = [
  "Kit for every club.",
  "",
  ":::market{com}",
  "Order before the first match of the season.",
  ":::",
  ":::market{us}",
  "Order before the first game of the season.",
  ":::",
  "",
  'Shirts for :market{com="football" us="soccer"} clubs.',
].join("\n");
const render = (market: "com" | "us", markdown = body) => renderMarkdown(markdown, { data: {}, market });

describe("copy per market", () => {
  it("keeps the market's own form of a passage and of a phrase, and drops the other's", () => {
    const us = render("us");
    expect(us.problems).toEqual([]);
    expect(us.html).toBe(
      "<p>Kit for every club.</p>\n<p>Order before the first game of the season.</p>\n<p>Shirts for soccer clubs.</p>",
    );
    const com = render("com").html;
    expect(com).toContain("first match of the season");
    expect(com).toContain("football");
    expect(com).not.toMatch(/game|soccer/);
  });

  it("marks the .com form, so the UK respelling leaves the writer's own UK text as written", () => {
    const com = render("com").html;
    expect(com).toContain('<p data-market="com">Order before the first match of the season.</p>');
    expect(com).toContain('<span data-market="com">football</span>');
    // "store" is respelled as a noun elsewhere; inside the .com form it is the writer's word.
    const pairs = { store: "shop", color: "colour" };
    const html = `<p>A store in color.</p><p data-market="com">A store in <em>colour</em>.</p>`;
    expect(toUkHtml(html, pairs)).toBe(
      `<p>A shop in colour.</p><p data-market="com">A store in <em>colour</em>.</p>`,
    );
  });

  it("fails the build where a form has no pair, or names no market", () => {
    const lonely = ":::market{com}\nOnly here.\n:::\n\nThen the rest.";
    expect(render("com", lonely).problems).toEqual([
      {
        line: 1,
        message: ":::market{com} needs a :::market{us} block right before or after it, with the .us text",
      },
    ]);
    expect(render("us", ':market{com="jumpers"} on sale').problems).toEqual([
      { line: 1, message: ':market{…} needs both forms, com="…" us="…"; it has no us' },
    ]);
    expect(render("com", ":::market\nx\n:::").problems[0]!.message).toContain(
      ":::market{com} or :::market{us}",
    );
  });
});
