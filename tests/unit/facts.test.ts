import { describe, expect, it } from "vitest";
import { ukText } from "#app/core/locale/index.ts";
import { localeFactPhrases, resolveFacts, resolveShared } from "#scripts/content/facts/resolve-facts.ts";
import { statedFacts } from "#scripts/content/facts/stated-facts.ts";
import { typedFacts } from "#scripts/content/facts/typed-facts.ts";

// A small made-up site's data: the resolver reads whatever the data files hold.
const data = {
  site: {
    offices: { com: { hours: "Mon to Fri,\n9 am to 5 pm" } },
    contentUpdated: "2025-08-26",
    business: { founded: { year: 2016, place: "Leeds" }, staff: 2016 },
  },
  pricing: {
    money: { code: "USD", symbol: "$", thousands: ",", decimal: "." },
    plans: [
      { id: "basic", name: "Basic", price: 49, extraUserPrice: 12.5, maxUsers: 1200 },
      { id: "pro", name: "Pro", price: 149, maxUsers: 50 },
      { id: "max", name: "Max", price: 1499, maxUsers: 500 },
    ],
    comparison: [
      {
        group: "Work",
        rows: [
          { module: "orders", values: { basic: true, pro: true, max: true } },
          { feature: "Machine file delivery", values: { basic: false, pro: true, max: true } },
          { feature: "Sites", values: { basic: "1", pro: "3", max: "Unlimited" } },
        ],
      },
    ],
  },
  spelling: { pairs: { color: "colour" } },
};
const us = (text: string) => resolveFacts(text, data, "US");
const uk = (text: string) => resolveFacts(text, data, "UK");

describe("facts named in copy", () => {
  it("writes in a plan's limit and name, picking list entries by id", () => {
    expect(us("{pricing.plans.pro.name} allows {pricing.plans.pro.maxUsers} users.")).toEqual({
      text: "Pro allows 50 users.",
      problems: [],
    });
  });

  it("formats money as the market's pricing page does, and numbers with grouping", () => {
    expect(us("{pricing.plans.max.price} a month").text).toBe("$1,499 a month");
    expect(us("{pricing.plans.basic.extraUserPrice} each").text).toBe("$12.50 each");
    expect(uk("up to {pricing.plans.basic.maxUsers}").text).toBe("up to 1,200");
    // The .com market's view of the same data: its prices, in pounds.
    const pounds = { code: "GBP", symbol: "£", thousands: ",", decimal: "." };
    const inPounds = { ...data, pricing: { ...data.pricing, money: pounds } };
    expect(resolveFacts("{pricing.plans.max.price} a month", inPounds, "UK").text).toBe("£1,499 a month");
  });

  it("writes a year as a year, and any other number grouped", () => {
    expect(uk("Founded in {site.business.founded.place} in {site.business.founded.year}.").text).toBe(
      "Founded in Leeds in 2016.",
    );
    expect(us("{site.business.staff} people").text).toBe("2,016 people");
  });

  it("writes a date in the page's locale", () => {
    expect(us("{site.contentUpdated}").text).toBe("August 26, 2025");
    expect(uk("{site.contentUpdated}").text).toBe("26 August 2025");
  });

  it("for both sites, writes a fact that UK English words differently in US English, with the phrase that makes it UK", () => {
    const shared = resolveShared(
      "Updated {site.contentUpdated}, on {pricing.comparison.orders.plans}.",
      data,
    );
    expect(shared).toEqual({ text: "Updated August 26, 2025, on Basic, Pro, and Max.", problems: [] });
    const phrases = localeFactPhrases(data);
    expect(phrases).toEqual({
      "August 26, 2025": "26 August 2025",
      "Basic, Pro, and Max": "Basic, Pro and Max",
    });
    expect(ukText(shared.text, { ...phrases, ...data.spelling.pairs })).toBe(
      uk("Updated {site.contentUpdated}, on {pricing.comparison.orders.plans}.").text,
    );
  });

  it("reads which plans include a comparison row, by module id or by the feature's words", () => {
    expect(us("{pricing.comparison.machine-file-delivery.from} and up").text).toBe("Pro and up");
    expect(us("on {pricing.comparison.machine-file-delivery.plans}").text).toBe("on Pro and Max");
    expect(us("on {pricing.comparison.orders.plans}").text).toBe("on Basic, Pro, and Max");
    expect(uk("on {pricing.comparison.orders.plans}").text).toBe("on Basic, Pro and Max");
    expect(us("{pricing.comparison.sites.max} sites").text).toBe("Unlimited sites");
  });

  it("keeps a folded value on one line", () => {
    expect(us("Open {site.offices.com.hours}.").text).toBe("Open Mon to Fri, 9 am to 5 pm.");
  });

  it("leaves a UI string's one-word placeholder alone", () => {
    expect(us("{count} users on {plan}")).toEqual({ text: "{count} users on {plan}", problems: [] });
  });

  it("reports an unknown name with where it is and what there is instead", () => {
    const result = us("Up to {pricing.plans.pro.maxUser} users, {prices.plans.pro.price}.");
    expect(result.text).toBe("Up to {pricing.plans.pro.maxUser} users, {prices.plans.pro.price}.");
    expect(result.problems).toEqual([
      {
        name: "pricing.plans.pro.maxUser",
        index: 6,
        message: expect.stringMatching(/pricing\.plans\.pro has no "maxUser" \(it has: .*maxUsers/),
      },
      { name: "prices.plans.pro.price", index: 41, message: expect.stringContaining("site, pricing") },
    ]);
    expect(us("{pricing.plans.team.name}").problems[0]!.message).toContain("(it has: basic, pro, max)");
  });

  it("refuses a name that is a group or a yes/no, and the spelling map", () => {
    expect(us("{pricing.plans.pro}").problems[0]!.message).toContain("is a group of values");
    expect(us("{pricing.comparison.orders.basic}").problems[0]!.message).toContain("yes or no");
    expect(us("{spelling.pairs.color}").problems).toHaveLength(1);
  });
});

describe("numbers typed where the data has them", () => {
  it("finds a number typed beside a plan's name, and a plan's price typed out", () => {
    const found = typedFacts("Basic includes up to 5 users, Pro up to 20. Plans start at $49.", data);
    expect(found.map((f) => f.text)).toEqual(["5", "20", "$49"]);
    expect(found[2]!.message).toContain("{pricing.plans.basic.price}");
  });

  it("accepts the same sentence written with facts, and numbers away from plan names", () => {
    const written = "{pricing.plans.basic.name} includes up to {pricing.plans.basic.maxUsers} users.";
    expect(typedFacts(written, data)).toEqual([]);
    expect(
      typedFacts("A Basic plan suits small teams. Sew 600 stitches a minute for $12 an hour.", data),
    ).toEqual([]);
  });

  it("reads a number with a point in it as part of its sentence, not the end of one", () => {
    // Split at "2." the promise and its time would be two sentences, and neither would be checked.
    const text = "We reply to every enquiry within 2.5 working days.";
    const stated = statedFacts(text, data);
    expect(stated.map((f) => f.text)).toEqual(["within 2.5 working days"]);
    expect(text.slice(stated[0]!.index, stated[0]!.index + stated[0]!.text.length)).toBe(stated[0]!.text);
    expect(typedFacts("Pro stores 2.5 GB of files for each user.", data).map((f) => f.text)).toEqual(["2.5"]);
  });
});
