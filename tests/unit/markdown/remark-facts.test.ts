import type { Root } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { remarkFacts, withFacts } from "#scripts/content/markdown/remark-facts.ts";
import { renderData } from "#scripts/content/markdown/render-data.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

const data = {
  pricing: {
    money: { code: "USD", symbol: "$", thousands: ",", decimal: "." },
    plans: [
      { id: "basic", name: "Basic", price: 49, maxUsers: 10 },
      { id: "pro", name: "Pro", price: 149, maxUsers: 50 },
    ],
    comparison: [
      { group: "Work", rows: [{ feature: "File delivery", values: { basic: false, pro: true } }] },
    ],
  },
  site: { updated: "2026-11-21" },
};

/** Parses, runs the plugin, and hands back the tree as JSON (a compiler the test needs, not the site). */
function run(markdown: string, locale?: "US" | "UK") {
  const file = unified()
    .use(remarkParse)
    .use(remarkFacts)
    .use(function compileToJson() {
      this.compiler = (tree) => JSON.stringify(tree);
    })
    .processSync(withFacts(new VFile(markdown), { data, locale }));
  const texts: string[] = [];
  const walk = (node: Root | { type: string; value?: string; children?: unknown[] }) => {
    if ("value" in node && ["text", "inlineCode", "code"].includes(node.type)) texts.push(node.value!);
    ("children" in node ? (node.children as (typeof node)[]) : []).forEach(walk);
  };
  walk(JSON.parse(String(file.value)) as Root);
  return { texts, problems: renderData(file).problems };
}

describe("remark-facts", () => {
  it("writes facts into prose, inside emphasis and lists too", () => {
    const { texts, problems } = run(
      "Up to {pricing.plans.basic.maxUsers} users on *{pricing.plans.basic.name}*.\n\n- {pricing.plans.pro.price} a month\n",
    );
    expect(texts).toEqual(["Up to 10 users on ", "Basic", ".", "$149 a month"]);
    expect(problems).toEqual([]);
  });

  it("uses the locale it is given", () => {
    expect(run("Updated {site.updated}.", "UK").texts).toEqual(["Updated 21 November 2026."]);
    expect(run("Updated {site.updated}.", "US").texts).toEqual(["Updated November 21, 2026."]);
  });

  it("leaves code as written", () => {
    const { texts } = run(
      "Write `{pricing.plans.pro.name}` to get {pricing.plans.pro.name}.\n\n```\n{pricing.plans.pro.name}\n```\n",
    );
    expect(texts).toEqual(["Write ", "{pricing.plans.pro.name}", " to get Pro.", "{pricing.plans.pro.name}"]);
  });

  it("reports an unknown name at its own line", () => {
    const { problems } = run("# Plans\n\nFirst line,\nthen {pricing.plans.team.name} here.\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(4);
    expect(problems[0]!.message).toContain('pricing.plans has no "team"');
  });

  it("for both sites at once, writes a date in US English, which the UK text's phrase turns round", () => {
    const { texts, problems } = run("Updated {site.updated}.");
    expect(texts).toEqual(["Updated November 21, 2026."]);
    expect(problems).toEqual([]);
  });

  it("leaves the names of a body rendered without its data for the real render", () => {
    const file = unified()
      .use(remarkParse)
      .use(remarkFacts)
      .use(function compileToJson() {
        this.compiler = (tree) => JSON.stringify(tree);
      })
      .processSync("Up to {pricing.plans.basic.maxUsers} users.");
    expect(String(file.value)).toContain("{pricing.plans.basic.maxUsers}");
    expect(renderData(file).problems).toEqual([]);
  });

  it("writes facts into a link's address, so an e-mail address is named once", () => {
    const withContact = { ...data, market: { contact: { privacyEmail: "privacy@example.test" } } };
    const { html, problems } = renderMarkdown(
      "Write to [{market.contact.privacyEmail}](mailto:{market.contact.privacyEmail}), or [us][who].\n\n[who]: mailto:{market.contact.privacyEmail}\n",
      { data: withContact },
    );
    expect(problems).toEqual([]);
    expect(html).toBe(
      '<p>Write to <a href="mailto:privacy@example.test">privacy@example.test</a>, or <a href="mailto:privacy@example.test">us</a>.</p>',
    );
    expect(
      renderMarkdown("[Mail](mailto:{market.contact.nobody})\n", { data: withContact }).problems,
    ).toEqual([{ line: 1, message: expect.stringContaining('market.contact has no "nobody"') }]);
  });
});
