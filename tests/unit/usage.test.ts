import { describe, expect, it } from "vitest";
import { usageFindings, usageRules } from "#scripts/content/spelling/usage.ts";

const rules = usageRules(
  [
    { avoid: "soccer", say: "football", unless: [] },
    { avoid: "program", say: "programme", unless: ["software program"] },
    { avoid: "credit memo", say: "credit note", unless: [] },
    { avoid: "$", say: "£", unless: [] },
  ],
  ".com",
);
const found = (text: string, names: string[] = []) =>
  usageFindings(text, rules, names).map(({ word, line }) => `${line} ${word}`);

describe("the other market's usage", () => {
  it("finds a word or phrase whole, in any case, plurals too, each on its line", () => {
    expect(found("Soccer clubs\nand corporate programs, with credit memos.")).toEqual([
      "1 Soccer",
      "2 programs",
      "2 credit memos",
    ]);
    expect(found("Soccerball, programming and a programmer")).toEqual([]);
  });

  it("lets a phrase the market says too stand, and never reads a product's name", () => {
    expect(found("A software program, and a loyalty program.")).toEqual(["1 program"]);
    expect(found("Open the Soccer Program Hub settings.", ["Soccer Program Hub"])).toEqual([]);
  });

  it("finds a currency sign before an amount, and not elsewhere", () => {
    expect(found("From $20 an hour, or $ 4.50 a shirt; the $ sign alone is fine.")).toEqual([
      "1 $2",
      "1 $ 4",
    ]);
  });

  it("says what the market writes instead", () => {
    const [finding] = usageFindings("Youth soccer.", rules, []);
    expect(finding!.message).toBe(
      '"soccer" is not what .com text says: write "football" (content/usage.yaml), or give each market its own form',
    );
  });
});
