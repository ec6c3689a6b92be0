import { describe, expect, it } from "vitest";
import { everyWordFound, markedWords, queryWords } from "../../app/components/search/found-words.ts";

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
