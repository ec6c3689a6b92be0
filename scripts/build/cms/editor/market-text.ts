/**
 * The editor's widget for every text field (config.yml names it: scripts/content/cms/widgets.ts):
 * one box when the field holds one text for both markets, and a labelled box per market when it
 * holds a per-market form, with a button to switch between the two. Decap's own "string" and
 * "text" widgets show a form as text and cannot save it. What it saves is the value the file
 * holds (scripts/content/cms/market-text.ts), which the content's format writes in its one shape.
 */
import {
  marketTextOf,
  missesAMarket,
  splitMarketText,
  joinMarketText,
  textToCheck,
  valueOfMarketText,
  type MarketText,
  type MarketTextLabels,
} from "#scripts/content/cms/market-text.ts";
import { MARKET_FORM_MESSAGE } from "#scripts/content/steps/markets.ts";
import { decap, type ComponentType, type DecapMap } from "./decap.ts";

/** An Immutable map of Decap's own (an entry's data holds its forms as these). */
type ImmutableMap = DecapMap & { clear(): ImmutableMap; set(key: string, value: unknown): ImmutableMap };

type ControlProps = {
  field: ImmutableMap;
  value?: unknown;
  forID: string;
  classNameWrapper?: string;
  onChange: (value: unknown) => void;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
};

type Control = { props: ControlProps; shown(): MarketText };

const plain = (value: unknown): unknown =>
  value && typeof (value as DecapMap).toJS === "function" ? (value as DecapMap).toJS() : value;

/**
 * The value as Decap keeps it in the entry: a text, or a form as Decap's own Immutable maps (made
 * from the field's map, emptied, so no second copy of Immutable is bundled).
 */
function stored(shown: MarketText, field: ImmutableMap): unknown {
  const value = valueOfMarketText(shown);
  if (typeof value === "string") return value;
  const texts = Object.entries(value.market).reduce(
    (map, [market, text]) => map.set(market, text),
    field.clear(),
  );
  return field.clear().set("market", texts);
}

const LABEL_STYLE = { display: "block", fontSize: "13px", fontWeight: 600, margin: "10px 0 4px" };
const BUTTON_STYLE = {
  marginTop: "8px",
  fontSize: "13px",
  padding: "4px 10px",
  border: "1px solid #dfdfe3",
  borderRadius: "5px",
  background: "#fff",
  cursor: "pointer",
};

/** Decap's control and preview of the widget, its labels given by the caller (market-text.ts). */
export function marketTextWidget(labels: MarketTextLabels): {
  control: ComponentType;
  preview: ComponentType;
} {
  const { h, createClass } = decap();

  /** One box: a line, or a text area for a long text (the field's `multiline`). */
  const box = (self: Control, id: string, text: string, change: (text: string) => void) =>
    h(self.props.field.get("multiline") ? "textarea" : "input", {
      id,
      className: self.props.classNameWrapper,
      value: text,
      ...(self.props.field.get("multiline")
        ? { rows: Math.max(3, Math.ceil(text.length / 70)) }
        : { type: "text" }),
      onChange: (event: { target: { value: string } }) => change(event.target.value),
      onFocus: self.props.setActiveStyle,
      onBlur: self.props.setInactiveStyle,
    });
  const button = (label: string, onClick: () => void) =>
    h("button", { type: "button", style: BUTTON_STYLE, onClick }, label);

  const control = createClass({
    displayName: "MarketTextControl",
    shown(this: Control): MarketText {
      return marketTextOf(plain(this.props.value));
    },
    // Decap's required and pattern checks test this text: each market's is held to the field's rules.
    getValidateValue(this: Control) {
      const pattern = this.props.field.get("pattern") as { first(): string } | undefined;
      return textToCheck(this.shown(), pattern?.first());
    },
    isValid(this: Control) {
      if (!missesAMarket(this.shown())) return { error: false };
      const message = `${String(this.props.field.get("label"))}: ${MARKET_FORM_MESSAGE}`;
      return { error: { type: "CUSTOM", message } };
    },
    focus(this: Control) {
      document.getElementById(this.props.forID)?.focus();
      document.getElementById(`${this.props.forID}-${labels.markets[0]!.market}`)?.focus();
    },
    render(this: Control) {
      const { field, forID, onChange } = this.props;
      const shown = this.shown();
      if (shown.kind === "one")
        return h(
          "div",
          null,
          box(this, forID, shown.text, (text) => onChange(text)),
          button(labels.split, () => onChange(stored(splitMarketText(shown.text), field))),
        );
      return h(
        "div",
        { id: forID, role: "group", "aria-label": field.get("label") },
        ...labels.markets.map(({ market, label }) =>
          h(
            "div",
            { key: market },
            h("label", { htmlFor: `${forID}-${market}`, style: LABEL_STYLE }, label),
            box(this, `${forID}-${market}`, shown.texts[market], (text) =>
              onChange(stored({ kind: "each", texts: { ...shown.texts, [market]: text } }, field)),
            ),
          ),
        ),
        button(labels.join, () => onChange(stored(joinMarketText(shown.texts), field))),
      );
    },
  });

  const preview = createClass({
    displayName: "MarketTextPreview",
    render(this: { props: { value?: unknown } }) {
      const shown = marketTextOf(plain(this.props.value));
      if (shown.kind === "one") return h("span", null, shown.text);
      return h(
        "div",
        null,
        ...labels.markets.map(({ market, label }) =>
          h("p", { key: market }, h("strong", null, `${label} `), shown.texts[market]),
        ),
      );
    },
  });
  return { control, preview };
}
