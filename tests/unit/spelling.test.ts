import { describe, expect, it } from "vitest";
import {
  compactSpelling,
  expandSpelling,
  pairsUsedIn,
  toUkHtml,
  toUkText,
} from "../../app/core/locale/spelling.ts";

// A sample of the kinds of pair content/spelling.yaml holds (the post-build check holds the real
// map to its required size and examples, app/core/spec/requirements.ts).
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

describe("the spelling map", () => {
  it("survives the browser's compact form unchanged, and the form is smaller", () => {
    const compact = compactSpelling(pairs);
    expect(expandSpelling(compact)).toEqual(pairs);
    expect(compact.ise.split(" ")).toContain("organize");
    expect(compact.our.split(" ")).toEqual(["color", "colors"]);
    expect(compact.re.split(" ")).toEqual(["center"]);
    expect(compact.pairs).toMatchObject({ catalog: "catalogue", truck: "lorry" });
    expect(compact.pairs).not.toHaveProperty("organize");
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(pairs).length * 0.8);
  });

  it("keeps a -yz- or -iz- word as a pair when its UK form is not the plain swap", () => {
    const compact = compactSpelling({
      analyze: "analyse",
      paralyze: "paralyse",
      capsize: "capsize",
      sizing: "sizeing",
    });
    expect(compact.ise.split(" ").sort()).toEqual(["analyze", "paralyze"]);
    expect(compact.pairs).toEqual({ capsize: "capsize", sizing: "sizeing" });
  });
});

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

  it("survive the browser's compact form, and travel only where the texts use them", () => {
    expect(expandSpelling(compactSpelling(map))).toEqual(map);
    expect(Object.keys(pairsUsedIn(map, ['{"label":"Connect store"}', "we store only"]))).toEqual([
      "store",
      "Connect store",
      "we store only",
    ]);
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

describe("pairsUsedIn", () => {
  it("keeps the pairs whose US word the texts use, in any case, and drops the rest", () => {
    const map = { color: "colour", center: "centre", catalog: "catalogue" };
    expect(pairsUsedIn(map, ["Pick a Color.", '{"title":"CATALOG"}'])).toEqual({
      color: "colour",
      catalog: "catalogue",
    });
  });
});
