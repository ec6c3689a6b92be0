import { describe, expect, it } from "vitest";
import { spellingSchema } from "#app/core/content/index.ts";
import {
  checkedUkSpellingMap,
  spellUK,
  spellUKHtml,
  type SpellingData,
} from "#scripts/content/spelling/uk-spelling.ts";
import type { SourceFile } from "#scripts/content/steps/load.ts";

// A sample of content/spelling.yaml: plain pairs, pairs for nouns only, and a third party's label.
const data: SpellingData = {
  pairs: { color: "colour", canceled: "cancelled" },
  nouns: {
    store: "shop",
    stores: "shops",
    truck: "lorry",
    trucks: "lorries",
    license: "licence",
    licenses: "licences",
  },
  names: ["Connect store"],
};

describe("pairs for nouns only, read by a part-of-speech tagger", () => {
  it.each([
    ["Passwords are never stored in readable form; we store only a salted hash."],
    ["When you store your customers' names in Tracker, you are the data controller."],
    ["She stores the files in the cloud."],
    ["They truck the blanks to the unit every Monday."],
    ["Store your files safely."],
    ["Tracker licenses the software to you."],
  ])("keeps a verb: %s", async (text) => {
    expect(await spellUK(text, data)).toBe(text);
  });

  it.each([
    ["Visit the store today.", "Visit the shop today."],
    [
      "Nobody schedules a job whose blanks are still on a truck.",
      "Nobody schedules a job whose blanks are still on a lorry.",
    ],
    ["Orders arrived from dozens of stores.", "Orders arrived from dozens of shops."],
    ["It can sit on a store you run for a club.", "It can sit on a shop you run for a club."],
    ["You grant us a limited license to host the data.", "You grant us a limited licence to host the data."],
    ["The Store", "The Shop"],
  ])("changes a noun: %s", async (us, uk) => {
    expect(await spellUK(us, data)).toBe(uk);
  });

  it("reads each use on its own, in one text, and still applies the plain pairs", async () => {
    expect(await spellUK("We store every color the store sells, and trucks truck them.", data)).toBe(
      "We store every colour the shop sells, and lorries truck them.",
    );
  });

  it("reads a sentence across inline tags, and keeps the verb where the HTML is respelled", async () => {
    const html = '<p>When you store <a href="/files">files</a>, the <em>store</em> is canceled.</p>';
    expect(await spellUKHtml(html, data)).toBe(
      '<p>When you store <a href="/files">files</a>, the <em>shop</em> is cancelled.</p>',
    );
  });
});

describe("third-party names", () => {
  it("are never respelled, in plain strings or HTML, while the text around them is", async () => {
    expect(await spellUK("Go to Settings > Shopify, click Connect store and pick a color.", data)).toBe(
      "Go to Settings > Shopify, click Connect store and pick a colour.",
    );
    expect(await spellUKHtml("<p>Click <strong>Connect store</strong> to link your store.</p>", data)).toBe(
      "<p>Click <strong>Connect store</strong> to link your shop.</p>",
    );
  });

  it("are matched as written, whole words only", async () => {
    expect(await spellUK("Reconnect stores and connect store fronts.", data)).toBe(
      "Reconnect shops and connect shop fronts.",
    );
  });
});

describe("the build's checks", () => {
  const source = {
    file: "content/spelling.yaml",
    lineOf: (path: readonly PropertyKey[]) => (path[0] === "nouns" ? 20 : 1),
    lineOfText: () => 30,
  } as unknown as SourceFile;

  const shown = (...texts: string[]) => texts.map((text) => ({ text, file: "content/pages/security.md" }));

  it("fails on a name that no page writes as listed", async () => {
    const { errors } = await checkedUkSpellingMap(
      { source, data: { ...data, names: ["Connect Store"] } },
      shown("<p>Click <strong>Connect store</strong>.</p>"),
    );
    expect(errors).toEqual([
      expect.objectContaining({ file: "content/spelling.yaml", line: 30, field: "names.0" }),
    ]);
    expect(errors[0]!.message).toMatch(/"Connect Store" is in no page's text/);
  });

  it("fails on a verb that stands alone between tags, where no phrase can keep it", async () => {
    const { errors } = await checkedUkSpellingMap(
      { source, data },
      shown("<p>We <em>store</em> only a hash. Click Connect store.</p>"),
    );
    expect(errors).toEqual([expect.objectContaining({ line: 20, field: "nouns.store" })]);
    expect(errors[0]!.message).toContain('in content/pages/security.md ("We store only a hash.');
  });

  it("keeps a verb in the page's text nodes too, where character references are decoded", async () => {
    const { map } = await checkedUkSpellingMap(
      { source, data },
      shown("<p>Where you store &quot;Tracker&quot; files, customers&#x27; store their own.</p>"),
    );
    expect(map).toMatchObject({
      "you store &quot;Tracker": "you store &quot;Tracker",
      'you store "Tracker': 'you store "Tracker',
      "customers&#x27; store their": "customers&#x27; store their",
      "customers' store their": "customers' store their",
    });
  });

  it("gives a map that needs no tagger: it keeps the verbs it found as phrases", async () => {
    const { map, errors } = await checkedUkSpellingMap(
      { source, data },
      shown("we store only a hash", "Click Connect store."),
    );
    expect(errors).toEqual([]);
    expect(map).toMatchObject({
      store: "shop",
      "we store only": "we store only",
      "Connect store": "Connect store",
    });
  });
});

describe("spelling.yaml's schema", () => {
  const parse = (value: unknown) => spellingSchema.safeParse(value);
  it("accepts pairs, nouns and names", () => {
    expect(
      parse({ pairs: { color: "colour" }, nouns: { store: "shop" }, names: ["Connect store"] }).success,
    ).toBe(true);
  });

  it.each([
    ["a word in both lists", { pairs: { store: "shop" }, nouns: { store: "shop" } }],
    ["a noun pair that chains", { pairs: { shop: "boutique" }, nouns: { store: "shop" } }],
    ["a name of one word", { pairs: {}, names: ["Shopify"] }],
  ])("refuses %s", (_, value) => {
    expect(parse(value).success).toBe(false);
  });
});
