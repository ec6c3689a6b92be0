import { describe, expect, it } from "vitest";
import { plansIncluding } from "#app/core/pricing/index.ts";
import { categoryFromSlug, categorySlug, MODULE_CATEGORIES } from "#app/core/product/index.ts";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { securityTxt } from "#scripts/build/security-txt.ts";

/** The number of columns a class list gives at the large breakpoint, and the first card's span there. */
function largeLayout(count: number, max: 3 | 4) {
  const grid = balancedGrid(count, max);
  const columns = Number(/lg:grid-cols-(\d)/.exec(grid.columns)?.[1] ?? 1);
  const span = Number(/lg:col-span-(\d)/.exec(grid.first)?.[1] ?? 1);
  const smallSpan = grid.first.includes("sm:col-span-2") ? 2 : 1;
  return { columns, span, smallSpan };
}

describe("card grids", () => {
  it("leave no row half empty, whatever the number of cards, on small and large screens", () => {
    for (const max of [3, 4] as const) {
      for (let count = 2; count <= 30; count++) {
        const { columns, span, smallSpan } = largeLayout(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        expect((span + count - 1) % columns, `${count} cards, up to ${max} columns`).toBe(0);
        expect((smallSpan + count - 1) % 2, `${count} cards on two columns`).toBe(0);
      }
    }
  });

  it("keep the review's counts in full rows: 4 modules, 7 stats, 10 industries, 7 categories", () => {
    expect(largeLayout(4, 4)).toMatchObject({ columns: 4, span: 1 });
    expect(largeLayout(7, 4)).toMatchObject({ columns: 4, span: 2 });
    expect(largeLayout(10, 3)).toMatchObject({ columns: 2, span: 1 });
    expect(largeLayout(4, 3)).toMatchObject({ columns: 2, span: 1 });
  });
});

describe("which plans include a module or integration", () => {
  const pricing = {
    plans: [
      { id: "small", name: "Small" },
      { id: "large", name: "Large" },
    ],
    comparison: [
      {
        rows: [
          { module: "logos", values: { small: false, large: true } },
          {
            feature: "Web stores",
            integrations: ["shop-a", "shop-b"],
            values: { small: "1", large: "Unlimited" },
          },
          { feature: "Machines", integrations: ["stitcher"], values: { small: "0", large: true } },
        ],
      },
    ],
  };

  it("lists the plans whose cell says yes, with the cell's text when it says more", () => {
    expect(plansIncluding(pricing, { module: "logos" })).toEqual({ plans: [{ id: "large", name: "Large" }] });
    expect(plansIncluding(pricing, { integration: "shop-b" })).toEqual({
      feature: "Web stores",
      plans: [
        { id: "small", name: "Small", detail: "1" },
        { id: "large", name: "Large", detail: "Unlimited" },
      ],
    });
  });

  it("treats a count of 0 as not included", () => {
    expect(plansIncluding(pricing, { integration: "stitcher" }).plans.map((p) => p.id)).toEqual(["large"]);
  });

  it("refuses something the table does not mention", () => {
    expect(() => plansIncluding(pricing, { module: "warehouse" })).toThrow(/no comparison row/);
  });
});

describe("the modules filter's query value", () => {
  it("round-trips every category and ignores case, spaces and unknown values", () => {
    for (const category of MODULE_CATEGORIES) expect(categoryFromSlug(categorySlug(category))).toBe(category);
    expect(categoryFromSlug(" Design ")).toBe("Design");
    expect(categoryFromSlug("marketing")).toBeUndefined();
    expect(categoryFromSlug(null)).toBeUndefined();
  });
});

describe("security.txt", () => {
  const settings = {
    contacts: ["mailto:security@example.test", "https://example.test/report"],
    policy: "/security#responsible-disclosure",
    preferredLanguages: ["en", "de"],
    validForDays: 180,
  } as Parameters<typeof securityTxt>[0];
  const text = securityTxt(settings, "https://www.example.test", new Date("2026-11-22T10:30:00.000Z"));
  const fields = text
    .trim()
    .split("\n")
    .map((line) => line.split(": ") as [string, string]);

  it("has RFC 9116's required fields: Contact (each, in order) and one Expires", () => {
    expect(fields.filter(([k]) => k === "Contact").map(([, v]) => v)).toEqual(settings.contacts);
    expect(fields.filter(([k]) => k === "Expires")).toHaveLength(1);
  });

  it("expires the configured number of days after the build, as an Internet date-time in UTC", () => {
    const expires = fields.find(([k]) => k === "Expires")![1];
    expect(expires).toBe("2027-05-21T10:30:00Z");
  });

  it("gives the policy and its own address as absolute URLs of the domain", () => {
    expect(text).toContain("Policy: https://www.example.test/security#responsible-disclosure\n");
    expect(text).toContain("Canonical: https://www.example.test/.well-known/security.txt\n");
    expect(text).toContain("Preferred-Languages: en, de\n");
  });
});
