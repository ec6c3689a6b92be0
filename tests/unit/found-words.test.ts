import { describe, expect, it } from "vitest";
import { everyWordFound, markedWords, queryWords } from "#app/components/search/found-words.ts";
import {
  exactWordsFileOf,
  pagesUsingExactly,
  rankExactFirst,
  wordsOf,
  type ExactWordsFile,
} from "#app/core/search/index.ts";

describe("words the search index really knows", () => {
  it("splits a query into lower-case words, dropping the quotes of a phrase search", () => {
    expect(queryWords('  Screen "Printing" ')).toEqual(["screen", "printing"]);
  });

  it("reads the words an excerpt marks", () => {
    expect(markedWords(["a <mark>Screen-Printing</mark> b <mark>x</mark>"])).toEqual([
      "screen-printing",
      "x",
    ]);
  });

  it("finds a word the index holds exactly, wherever it is in the query", () => {
    expect(everyWordFound(["polos", "embroidery"], [19, 54], [])).toBe(true);
  });

  it("finds nothing for a word the index only holds a shorter word of", () => {
    // Pagefind's fallback marks "x" for "xyzzy" and "Printing" for "printavo".
    expect(everyWordFound(["xyzzy"], [0], ["x", "x"])).toBe(false);
    expect(everyWordFound(["printavo"], [0], ["printing", "screen-printing"])).toBe(false);
  });

  it("lets the last word be one still being typed, found when a marked word starts with it", () => {
    expect(everyWordFound(["embro"], [0], ["embroidery."])).toBe(true);
    expect(everyWordFound(["screen", "prin"], [46, 0], ["screen-printing"])).toBe(true);
  });

  it("does not let an unknown word hide before the last", () => {
    expect(everyWordFound(["printavo", "embroidery"], [0, 54], ["printavo"])).toBe(false);
  });
});

describe("pages that use a query's words as written come first", () => {
  const hits = ["stem-1", "exact-a", "stem-2", "both", "exact-b"].map((id) => ({ id }));
  const ids = (ranked: readonly { id: string }[]) => ranked.map((hit) => hit.id);

  it("puts exact pages before stem-only ones, keeping Pagefind's order within each", () => {
    const printing = new Set(["exact-a", "both", "exact-b"]);
    expect(ids(rankExactFirst(hits, [printing]))).toEqual(["exact-a", "both", "exact-b", "stem-1", "stem-2"]);
  });

  it("ranks by how many of the words a page uses exactly", () => {
    const screen = new Set(["both", "stem-2"]);
    const printing = new Set(["exact-a", "both"]);
    expect(ids(rankExactFirst(hits, [screen, printing]))).toEqual([
      "both",
      "exact-a",
      "stem-2",
      "stem-1",
      "exact-b",
    ]);
  });

  it("leaves Pagefind's order alone when no page uses the word as written (a word being typed)", () => {
    expect(ids(rankExactFirst(hits, [new Set()]))).toEqual(ids(hits));
  });

  it("reads a page's words as written, and files each by its first letters", () => {
    expect(wordsOf("Screen-printing: 48 T-Shirts\u200B, Café")).toEqual([
      "screen",
      "printing",
      "48",
      "t",
      "shirts",
      "café",
    ]);
    expect(exactWordsFileOf("printing")).toBe("pr.json");
    expect(exactWordsFileOf("t")).toBe("t.json");
    expect(exactWordsFileOf("été")).toBe("%C3%A9t.json");
  });

  it("needs every piece of a hyphenated word", async () => {
    const files: Record<string, ExactWordsFile> = {
      "t.json": { t: ["a", "b"] },
      "sh.json": { shirts: ["b", "c"], shirt: ["a"] },
    };
    const load = async (file: string) => files[file] ?? {};
    expect([...(await pagesUsingExactly("t-shirts", load))]).toEqual(["b"]);
    expect([...(await pagesUsingExactly("shirt", load))]).toEqual(["a"]);
    expect([...(await pagesUsingExactly("shirting", load))]).toEqual([]);
  });
});
