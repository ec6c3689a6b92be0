import { beforeAll, describe, expect, it } from "vitest";
import { loadSpellers, usOnlyWords } from "#scripts/content/spelling/uk-dictionary.ts";

let spellers: Awaited<ReturnType<typeof loadSpellers>>;
beforeAll(async () => {
  spellers = await loadSpellers();
}, 30_000);
const pairs = { color: "colour", digitizing: "digitising" };
const check = (text: string, allowed: string[] = []) =>
  usOnlyWords(text, pairs, new Set(allowed), spellers).map((w) => `${w.line}:${w.word}`);

describe("the UK text against en-GB's dictionary", () => {
  it("reports US-only words the map leaves, on their lines", () => {
    expect(check("Pick a color.\nCheck the catalogs afterward.")).toEqual(["2:catalogs", "2:afterward"]);
  });

  it("accepts words the map respells, names neither dictionary knows, and addresses", () => {
    expect(check("Digitizing in any color for Ralawise, see /docs/catalogs or [it](/catalogs).")).toEqual([]);
  });

  it("skips a link's target and an e-mail address, but checks the link's words", () => {
    expect(check("Mail [the catalogs](mailto:catalogs@example.com)\nor catalogs.team@example.com.")).toEqual([
      "1:catalogs",
    ]);
  });

  it("lets a writer allow a word on purpose", () => {
    expect(check("Browse the catalogs.", ["catalogs"])).toEqual([]);
  });
});
