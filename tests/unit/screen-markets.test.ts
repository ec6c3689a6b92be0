import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Markets } from "#app/core/content/index.ts";
import { dashboardSvg } from "#scripts/assets/images/dashboard-svg.ts";
import { dashboardTallSvg } from "#scripts/assets/images/dashboard-tall-svg.ts";
import { MODULE_SCREENS, screenMarkets } from "#scripts/assets/images/screens/index.ts";

/**
 * The pictures each domain's build serves: the module screens drawn for its market, and the hero's
 * dashboard, which both share. A British buyer sees no dollars and no American state; an American
 * one sees no pounds.
 */
const markets = parse(readFileSync("content/markets.yaml", "utf8")) as Markets;
const US_STATES =
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  );
/** "Seattle, WA" or "Austin, TX 78701": a place written the American way. */
const US_PLACE = new RegExp(`, (?:${US_STATES.join("|")})\\b`);

/** The words a drawing shows: its <text> elements' content, entities decoded. */
const wordsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)]
    .map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&"))
    .join("\n");

const pictures = screenMarkets(markets).map((market) => ({
  market,
  words: [
    ...Object.entries(MODULE_SCREENS).map(([slug, draw]) => ({ slug, text: wordsOf(draw(market)) })),
    { slug: "dashboard (wide)", text: wordsOf(dashboardSvg()) },
    { slug: "dashboard (tall)", text: wordsOf(dashboardTallSvg()) },
  ],
}));
const com = pictures.find((p) => p.market.id === "com")!;
const us = pictures.find((p) => p.market.id === "us")!;

describe("pictures per market", () => {
  it("guards: the drawings show money, and a US place, somewhere", () => {
    expect(us.words.some((w) => w.text.includes(markets.us.currency.symbol))).toBe(true);
    expect(com.words.some((w) => w.text.includes(markets.com.currency.symbol))).toBe(true);
    expect(us.words.some((w) => US_PLACE.test(w.text))).toBe(true);
  });

  it.each(com.words)(".com's $slug shows no dollar and no US state", ({ text }) => {
    expect(text).not.toContain(markets.us.currency.symbol);
    expect(text).not.toMatch(US_PLACE);
  });

  it.each(us.words)(".us's $slug shows no pound", ({ text }) => {
    expect(text).not.toContain(markets.com.currency.symbol);
  });
});
