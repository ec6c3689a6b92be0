import type { Root } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import remarkFacts, { FACTS_RULE } from "../../scripts/content/markdown/remark-facts.ts";

const data = {
  pricing: {
    currency: "USD",
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
function run(markdown: string, locale: "US" | "UK" = "US") {
  const file = unified()
    .use(remarkParse)
    .use(remarkFacts, { data, locale })
    .use(function compileToJson() {
      this.compiler = (tree) => JSON.stringify(tree);
    })
    .processSync(markdown);
  const texts: string[] = [];
  const walk = (node: Root | { type: string; value?: string; children?: unknown[] }) => {
    if ("value" in node && ["text", "inlineCode", "code"].includes(node.type)) texts.push(node.value!);
    ("children" in node ? (node.children as (typeof node)[]) : []).forEach(walk);
  };
  walk(JSON.parse(String(file.value)) as Root);
  return { texts, messages: file.messages };
}

describe("remark-facts", () => {
  it("writes facts into prose, inside emphasis and lists too", () => {
    const { texts, messages } = run(
      "Up to {pricing.plans.basic.maxUsers} users on *{pricing.plans.basic.name}*.\n\n- {pricing.plans.pro.price} a month\n",
    );
    expect(texts).toEqual(["Up to 10 users on ", "Basic", ".", "$149 a month"]);
    expect(messages).toEqual([]);
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

  it("reports an unknown name at its own line and column", () => {
    const { messages } = run("# Plans\n\nFirst line,\nthen {pricing.plans.team.name} here.\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ line: 4, column: 6, ruleId: FACTS_RULE });
    expect(messages[0]!.reason).toContain('pricing.plans has no "team"');
  });
});
