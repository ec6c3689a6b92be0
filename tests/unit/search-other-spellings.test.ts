import { describe, expect, it } from "vitest";
import {
  excerptWithoutOtherSpellings,
  otherSpellings,
  withOtherSpellings,
  withoutOtherSpellings,
} from "#app/core/search/index.ts";

const map = { color: "colour", organize: "organise", "manual store": "manual store", program: "programme" };

describe("search in either spelling", () => {
  it("adds the US form after each UK word on .com pages, and the UK form on .us pages", () => {
    expect(withOtherSpellings("Colour the ORGANISED catalogue", otherSpellings(map, "UK"))).toBe(
      "Colour ⟦color⟧ the ORGANISED catalogue",
    );
    expect(withOtherSpellings("Color, organize.", otherSpellings(map, "US"))).toBe(
      "Color ⟦colour⟧, organize ⟦organise⟧.",
    );
  });

  it("leaves the map's phrases alone", () => {
    expect([...otherSpellings(map, "US").keys()]).not.toContain("manual store");
  });

  it("shows titles without the added forms", () => {
    expect(withoutOtherSpellings("Colour ⟦color⟧ matching")).toBe("Colour matching");
  });

  it("moves a match on an added form to the word it follows", () => {
    expect(
      excerptWithoutOtherSpellings([
        { text: "Pick a thread colour ", marked: false },
        { text: "⟦color⟧,", marked: true },
        { text: " then save.", marked: false },
      ]),
    ).toEqual([
      { text: "Pick a thread ", marked: false },
      { text: "colour", marked: true },
      { text: ",", marked: false },
      { text: " then save.", marked: false },
    ]);
  });

  it("keeps a match on the page's own word, dropping the form after it", () => {
    const shown = excerptWithoutOtherSpellings([
      { text: "the ", marked: false },
      { text: "colour", marked: true },
      { text: " ⟦color⟧ chart", marked: false },
    ]);
    expect(shown.map((p) => p.text).join("")).toBe("the colour chart");
    expect(shown.filter((p) => p.marked).map((p) => p.text)).toEqual(["colour"]);
  });
});
