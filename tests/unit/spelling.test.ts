import { describe, expect, it } from "vitest";
import { toUkHtml, toUkText, ukText } from "#app/core/locale/index.ts";

// A sample of the kinds of pair content/spelling.yaml holds (the post-build check holds the real
// map to its required size and examples, scripts/check/spec/requirements.ts).
const pairs: Record<string, string> = {
  organize: "organise",
  organized: "organised",
  organizing: "organising",
  analyze: "analyse",
  customize: "customise",
  prioritize: "prioritise",
  color: "colour",
  colors: "colours",
  center: "centre",
  inquiries: "enquiries",
  store: "shop",
  truck: "lorry",
  trucks: "lorries",
  stores: "shops",
  catalog: "catalogue",
};

describe("toUkText", () => {
  it.each([
    ["color", "colour"],
    ["Color", "Colour"],
    ["COLOR", "COLOUR"],
    ["colors", "colours"],
    ["Organize your shop.", "Organise your shop."],
    ["AUTOMATE. ORGANIZE. SIMPLIFY.", "AUTOMATE. ORGANISE. SIMPLIFY."],
    ["inquiries, trucks; stores!", "enquiries, lorries; shops!"],
    ["(color)", "(colour)"],
    ["multi-color thread", "multi-colour thread"],
  ])("%s -> %s", (us, uk) => {
    expect(toUkText(us, pairs)).toBe(uk);
  });

  it("changes whole words only", () => {
    expect(toUkText("colorado storefront", pairs)).toBe("colorado storefront");
  });

  it("never runs backwards: UK words and shop stay as they are", () => {
    expect(toUkText("shop colour organise", pairs)).toBe("shop colour organise");
  });

  it("leaves URLs, paths and e-mail addresses alone", () => {
    expect(toUkText("see https://example.com/color and /modules/color or color@example.com", pairs)).toBe(
      "see https://example.com/color and /modules/color or color@example.com",
    );
  });

  it("leaves an address alone wherever it sits in a longer text", () => {
    expect(toUkText("(www.color.com) and color\nmail color.team@example.com, color", pairs)).toBe(
      "(www.color.com) and colour\nmail color.team@example.com, colour",
    );
  });

  it("reads only the map's own words: a word such as constructor is prose, not a key", () => {
    expect(toUkText("The constructor of a color toString valueOf", pairs)).toBe(
      "The constructor of a colour toString valueOf",
    );
  });

  it("leaves mixed-case brand names alone", () => {
    expect(toUkText("ColorPro", { colorpro: "colourpro" })).toBe("ColorPro");
  });
});

describe("phrases in the map", () => {
  // As the build writes them: a third party's label kept, and a verb kept with the words around it.
  const map = {
    ...pairs,
    "Connect store": "Connect store",
    "we store only": "we store only",
    "trucks truck them": "lorries truck them",
  };

  it("are applied before words, as written, and nothing inside them is respelled beyond their value", () => {
    expect(toUkText("Click Connect store, then store colors: we store only a hash.", map)).toBe(
      "Click Connect store, then shop colours: we store only a hash.",
    );
    expect(toUkText("The trucks truck them.", map)).toBe("The lorries truck them.");
  });

  it("match whole words in their case only", () => {
    expect(toUkText("connect store. Reconnect stores.", map)).toBe("connect shop. Reconnect shops.");
  });

  it("are applied inside HTML text, never across tags", () => {
    expect(toUkHtml("<p>Click <b>Connect store</b>. We <b>store</b> it.</p>", map)).toBe(
      "<p>Click <b>Connect store</b>. We <b>shop</b> it.</p>",
    );
  });
});

describe("toUkHtml", () => {
  it("changes text but not attributes, code or pre", () => {
    const html =
      '<p class="color">Pick a color <a href="/color">color</a></p><pre><code>color</code></pre><p><code>color</code> after</p>';
    expect(toUkHtml(html, pairs)).toBe(
      '<p class="color">Pick a colour <a href="/color">colour</a></p><pre><code>color</code></pre><p><code>color</code> after</p>',
    );
  });
});

describe("ukText", () => {
  it("respells rendered Markdown as HTML (attributes and code kept) and other copy as text", () => {
    expect(ukText('<p><a href="/color">Color</a> <code>color</code></p>', pairs)).toBe(
      '<p><a href="/color">Colour</a> <code>color</code></p>',
    );
    expect(ukText("Pick a color <b>now</b>", pairs)).toBe("Pick a colour <b>now</b>");
  });
});
