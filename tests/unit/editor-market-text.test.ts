/**
 * The editor's text widget (scripts/build/cms/editor/market-text.ts) edits one text or a text per
 * market through scripts/content/cms/market-text.ts: what it saves is what the file holds, in the
 * shape `npm run format` writes, and the editor's checks read a per-market form as the build does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { DATA_FILES } from "#app/core/content/index.ts";
import { DOMAINS } from "#app/core/locale/index.ts";
import { checkedSite, entryProblems } from "#scripts/build/cms/editor/checks.ts";
import type { FactData } from "#scripts/content/facts/resolve-facts.ts";
import { fieldNamesOf, schemaOfFields } from "#scripts/content/cms/entry-schemas.ts";
import { yamlFormat } from "#scripts/content/cms/formats.ts";
import {
  joinMarketText,
  marketTextOf,
  missesAMarket,
  splitMarketText,
  textToCheck,
  valueOfMarketText,
  type MarketText,
} from "#scripts/content/cms/market-text.ts";
import { MARKET_FORM_MESSAGE } from "#scripts/content/steps/markets.ts";
import { changedLines } from "#tests/support/changed-lines.ts";

const [first, second] = DOMAINS;
const form = { market: { [first]: "Paid in pounds.", [second]: "Paid in dollars." } };

describe("a text field in the editor", () => {
  it("shows a text as one text, and a per-market form as a text per market, and saves each as it was", () => {
    expect(marketTextOf("Paid by card.")).toEqual({ kind: "one", text: "Paid by card." });
    expect(marketTextOf(undefined)).toEqual({ kind: "one", text: "" });
    const shown = marketTextOf(form);
    expect(shown).toEqual({ kind: "each", texts: form.market });
    expect(valueOfMarketText(shown)).toEqual(form);
    expect(valueOfMarketText(marketTextOf("Paid by card."))).toBe("Paid by card.");
  });

  it("writes a form's markets in the order the file keeps them, whatever order they were typed in", () => {
    const typed: MarketText = { kind: "each", texts: { [second]: "b", [first]: "a" } as never };
    expect(Object.keys((valueOfMarketText(typed) as typeof form).market)).toEqual([...DOMAINS]);
  });

  it("splits one text into the same text for each market, and joins them back to the first market's", () => {
    const split = splitMarketText("Paid by card.");
    expect(valueOfMarketText(split)).toEqual({
      market: Object.fromEntries(DOMAINS.map((d) => [d, "Paid by card."])),
    });
    expect(joinMarketText((marketTextOf(form) as { texts: typeof form.market }).texts)).toEqual({
      kind: "one",
      text: form.market[first],
    });
    expect(joinMarketText({ [first]: "", [second]: "Only this." } as never)).toEqual({
      kind: "one",
      text: "Only this.",
    });
  });

  it("holds each market's text to the field's rules, and a form to a text for every market", () => {
    const short = "^(?=[\\s\\S]{0,10}$)";
    const long: MarketText = {
      kind: "each",
      texts: { [first]: "Short.", [second]: "Far too long a text." } as never,
    };
    expect(textToCheck(long, short)).toBe("Far too long a text.");
    expect(textToCheck(marketTextOf(form))).toBe(form.market[first]);
    expect(textToCheck({ kind: "one", text: "" }, short)).toBe("");
    expect(missesAMarket(long)).toBe(false);
    expect(missesAMarket({ kind: "each", texts: { [first]: "Short.", [second]: "" } as never })).toBe(true);
    expect(missesAMarket({ kind: "one", text: "" })).toBe(false);
  });

  it("saves one market's edit of a settings file as that one line", () => {
    const file = join("tests/fixtures/site/content", DATA_FILES.imports.file);
    const text = readFileSync(file, "utf8");
    const format = yamlFormat(schemaOfFields);
    const keys = fieldNamesOf(DATA_FILES.imports.schema);
    const data = format.fromFile(text);
    /** The first per-market form in the file, and where it is. */
    const find = (value: unknown): { market: Record<string, string> } | undefined => {
      if (value === null || typeof value !== "object") return undefined;
      if ("market" in value) return value as { market: Record<string, string> };
      for (const item of Object.values(value)) {
        const found = find(item);
        if (found) return found;
      }
      return undefined;
    };
    const found = find(data)!;
    const shown = marketTextOf(found) as Extract<MarketText, { kind: "each" }>;
    const edited = valueOfMarketText({ kind: "each", texts: { ...shown.texts, [second!]: "Edited." } });
    found.market = (edited as typeof form).market;
    const saved = format.toFile(data, keys);
    expect(saved.split("\n").length).toBe(text.split("\n").length);
    expect(changedLines(text, saved).map((line) => line.trim())).toEqual([`${second}: Edited.`]);
  });
});

describe("the editor's checks of a per-market form", () => {
  const site = checkedSite({ facts: {} as FactData, pages: [], redirects: [] });
  const schema = DATA_FILES.imports.schema;
  const data = parse(
    readFileSync(join("tests/fixtures/site/content", DATA_FILES.imports.file), "utf8"),
  ) as Record<string, unknown>;

  /** What the checks say, but of links (this test's site has no pages). */
  const problems = (value: Record<string, unknown>) =>
    [...entryProblems(schema, value, site, (m) => m).values()].flat().filter((m) => !/points to/.test(m));

  it("read each market's text, as the build does, and say when a market has none", () => {
    expect(problems(data)).toEqual([]);
    const emptied = JSON.parse(
      JSON.stringify(data).replace(/"market":\{"([a-z]+)":"[^"]*"/, '"market":{"$1":""'),
    ) as Record<string, unknown>;
    expect(problems(emptied)).toEqual([expect.stringContaining(MARKET_FORM_MESSAGE)]);
  });
});
