/**
 * A text field in the editor, as one text for both markets or as a per-market form
 * (`market: { com: …, us: … }`, scripts/content/steps/markets.ts): the editor's widget for every
 * text field (widgets.ts names it, scripts/build/cms/editor/market-text.ts draws it) edits the
 * value through these, so what it saves is what the file holds and `npm run format` writes.
 * Pure: the browser runs it as it is.
 */
import { DOMAINS, localeOf, type SiteDomain } from "#app/core/locale/index.ts";
import { isMarketForm } from "#scripts/content/steps/markets.ts";

/** The widget's name in config.yml, registered by the editor's bundle. */
export const MARKET_TEXT_WIDGET = "market-text";

/** A text field as the widget shows it: one text, or one text per market. */
export type MarketText = { kind: "one"; text: string } | { kind: "each"; texts: Record<SiteDomain, string> };

/** What the widget's labels say (the admin page carries them: scripts/build/cms/admin.ts). */
export type MarketTextLabels = {
  /** Each market's box, in the order the file writes them: ".com (UK)". */
  markets: { market: SiteDomain; label: string }[];
  /** The control that gives the field a text per market. */
  split: string;
  /** The control that goes back to one text for both. */
  join: string;
};

export const MARKET_TEXT_LABELS: MarketTextLabels = {
  markets: DOMAINS.map((market) => ({ market, label: `.${market} (${localeOf(market)})` })),
  split: "Different text per market",
  join: "One text for both markets",
};

const textOf = (value: unknown): string => (value === undefined || value === null ? "" : String(value));

/** The field's value (as the file holds it) as the widget shows it. */
export function marketTextOf(value: unknown): MarketText {
  if (!isMarketForm(value)) return { kind: "one", text: textOf(value) };
  const forms = (value.market ?? {}) as Record<string, unknown>;
  return {
    kind: "each",
    texts: Object.fromEntries(DOMAINS.map((d) => [d, textOf(forms[d])])) as Record<SiteDomain, string>,
  };
}

/** The value the file holds for what the widget shows: a text, or `{ market: { com, us } }` in that order. */
export function valueOfMarketText(shown: MarketText): string | { market: Record<SiteDomain, string> } {
  if (shown.kind === "one") return shown.text;
  return {
    market: Object.fromEntries(DOMAINS.map((d) => [d, shown.texts[d]])) as Record<SiteDomain, string>,
  };
}

/** A text per market, each starting as the one text. */
export function splitMarketText(text: string): MarketText {
  return {
    kind: "each",
    texts: Object.fromEntries(DOMAINS.map((d) => [d, text])) as Record<SiteDomain, string>,
  };
}

/** One text for both markets: the first market's, or the first given where it is empty. */
export function joinMarketText(texts: Record<SiteDomain, string>): MarketText {
  return { kind: "one", text: DOMAINS.map((d) => texts[d]).find((text) => text !== "") ?? "" };
}

/**
 * The text Decap's own checks (required, the field's pattern) should test: the one text, or the
 * first market's text that fails `pattern`, else the first given, so a form is held to the same
 * rules as a text, market by market. Undefined when nothing is given (the widget reports it).
 */
export function textToCheck(shown: MarketText, pattern?: string): string | undefined {
  if (shown.kind === "one") return shown.text;
  const given = DOMAINS.map((d) => shown.texts[d]).filter((text) => text !== "");
  const failing = pattern ? given.find((text) => !new RegExp(pattern).test(text)) : undefined;
  return failing ?? given[0];
}

/** Whether a form leaves a market without its text (the content check refuses it). */
export const missesAMarket = (shown: MarketText): boolean =>
  shown.kind === "each" && DOMAINS.some((d) => shown.texts[d] === "");
