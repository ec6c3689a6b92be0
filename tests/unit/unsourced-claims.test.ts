import { describe, expect, it } from "vitest";
import { unsourcedClaims } from "#scripts/content/facts/unsourced-claims.ts";

/** The figures the check reports in a text, as typed. */
const claims = (text: string) => unsourcedClaims(text).map((claim) => claim.text);

describe("an unsourced claim", () => {
  it.each([
    ["71% fewer reprints over the first season.", "71%"],
    ["Proofs come back 3x faster.", "3x"],
    ["- **2.5x:** Agame runs more stores with the same staff.", "2.5x"],
    ["Turnaround fell 45 percent, with less rework.", "45 percent"],
    ["A decorator got samples to bulk 2 weeks faster.", "2 weeks faster"],
    ["Each changeover saves 25 minutes.", "25 minutes"],
    ["with August dispatch down to 6 days.", "6 days"],
    ["The shop grew from 55 to 140 club stores.", "from 55 to 140"],
    ["It handled 740 orders, up from 410 the season before.", "410"],
    ["Average dispatch was 6, compared with 15 days the August before.", "15 days"],
  ])("%s reports %s", (text, figure) => {
    expect(claims(text)).toContain(figure);
  });

  it("is reported where the figure starts, so the build names its line", () => {
    const text = "Tracker is simple.\nShops see 32% less admin.";
    const [claim] = unsourcedClaims(text);
    expect(text.slice(claim!.index, claim!.index + claim!.text.length)).toBe("32%");
    expect(claim!.message).toContain("claims.yaml");
  });

  it("is sourced by naming a claim in the same sentence, and only there", () => {
    expect(claims("- **{claims.agame-reprints.figure}:** fewer reprints, from 30 to 1 in 100.")).toEqual([]);
    expect(claims("Reprints fell by {claims.agame-reprints.figure}. Admin is 40% lower.")).toEqual(["40%"]);
  });
});

describe("not a claim", () => {
  it.each([
    // plan limits and counts of things
    "1, more as an add-on",
    "3, more as an add-on",
    "Growth includes more than 200 people and up to 20 users.",
    "**48 pieces or more, up to six spot colors:** screen printing.",
    "You can tell a customer exactly why 24 shirts cost more each than 144.",
    // versions, sizes and prices
    "Traffic is encrypted with TLS 1.2 or higher.",
    "- Polos: 48 x £4.50 = £216.00.",
    "A 28 x 36 cm full-colour print, or 11 x 14 inch.",
    "Sizes run from S to 2XL and up.",
    "Add $20 more per user a month.",
    // rates, settings and compositions
    "DTG is at its best on 100% cotton and acceptable on high-cotton blends.",
    "Many shops use 50% for new customers.",
    "A 25% surcharge for under five working days is common.",
    "We aim for 99.9% availability each month.",
    "Pages are checked at 400% zoom.",
    "A typical run is roughly 10% S, 28% M, 32% L, 20% XL and 10% 2XL and up.",
    // ranges and durations in how-to steps
    "## Growing from 2 heads to 40",
    "An import takes from 2 to 10 minutes, depending on the file.",
    "Setup still takes 15 to 20 minutes on a four-color job.",
  ])("%s", (text) => {
    expect(claims(text)).toEqual([]);
  });
});
