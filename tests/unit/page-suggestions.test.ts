import { describe, expect, it } from "vitest";
import { editDistance, MAX_SUGGESTIONS, suggestPages, words } from "#app/core/site/index.ts";

// A made-up site: the ranking is tested on its own pages, not on content/.
const pages = [
  { path: "/", title: "Production Software for Print Shops" },
  { path: "/pricing", title: "Pricing" },
  { path: "/privacy", title: "Privacy Policy" },
  { path: "/modules/inventory", title: "Inventory" },
  { path: "/modules/invoicing", title: "Invoicing" },
  { path: "/modules/production", title: "Production" },
  { path: "/modules/logos", title: "Logos" },
  { path: "/blog/screen-printing-vs-dtg", title: "Screen Printing vs DTG: Choosing a Method" },
  { path: "/blog/hiring-your-first-digitizer", title: "Hiring Your First Digitizer" },
  { path: "/documentation/orders/creating-a-quote", title: "Creating a Quote" },
];
const first = (path: string) => suggestPages(path, pages)[0]?.path;

describe("the 404 page's suggestions", () => {
  it("find the page whose slug has a typo in it", () => {
    expect(first("/modules/inventroy")).toBe("/modules/inventory");
    expect(first("/pricng")).toBe("/pricing");
  });

  it("find a page from its words in another order, or from its title", () => {
    expect(first("/blog/dtg-vs-screen")).toBe("/blog/screen-printing-vs-dtg");
    expect(first("/docs/creating-quote")).toBe("/documentation/orders/creating-a-quote");
    expect(first("/digitizer")).toBe("/blog/hiring-your-first-digitizer");
  });

  it("ignore case, a trailing slash and percent escapes, and survive a malformed one", () => {
    expect(first("/Modules/Inventory/")).toBe("/modules/inventory");
    expect(first("/blog/dtg%20vs%20screen")).toBe("/blog/screen-printing-vs-dtg");
    expect(() => suggestPages("/modules/%E0%A4%A", pages)).not.toThrow();
  });

  it("offer nothing for an address that shares nothing with any page", () => {
    expect(suggestPages("/zzqx/wvvk", pages)).toEqual([]);
  });

  it(`offer at most ${MAX_SUGGESTIONS}, best first`, () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ path: `/modules/stock-${i}`, title: `Stock ${i}` }));
    const suggested = suggestPages("/modules/stock-3x", many);
    expect(suggested).toHaveLength(MAX_SUGGESTIONS);
    expect(suggested[0]!.path).toBe("/modules/stock-3");
  });

  it("measure edits and split words the way the ranking relies on", () => {
    expect(editDistance("inventroy", "inventory")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(words("/blog/DTG-vs_Screen")).toEqual(["blog", "dtg", "vs", "screen"]);
  });
});
