import { describe, expect, it } from "vitest";
import { plansIncluding } from "#app/core/pricing/index.ts";
import { categoryFromSlug, categorySlug, MODULE_CATEGORIES } from "#app/core/product/index.ts";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { securityTxt } from "#scripts/build/security-txt.ts";

/**
 * How a grid lays its cards out on one screen size, as the browser places them: each card takes
 * the tracks its class names, on the row it still fits on, of 12 a row. Returns each row's spans.
 */
function rowsOf(count: number, max: 2 | 3 | 4, screen: "sm" | "lg"): number[][] {
  const grid = balancedGrid(count, max);
  expect(grid.columns).toContain("sm:grid-cols-12");
  const rows: number[][] = [[]];
  for (let i = 0; i < count; i++) {
    const span = Number(new RegExp(`${screen}:col-span-(\\d+)`).exec(grid.item(i))?.[1] ?? 12);
    const row = rows.at(-1)!;
    if (row.reduce((a, b) => a + b, 0) + span > 12) rows.push([span]);
    else row.push(span);
  }
  return rows;
}

describe("card grids", () => {
  it("fill every row, leave no card alone on a row and keep a row's cards alike, at every count", () => {
    for (const max of [2, 3, 4] as const) {
      for (let count = 2; count <= 40; count++) {
        for (const [screen, most] of [
          ["sm", 3],
          ["lg", max === 2 ? 3 : max],
        ] as const) {
          const rows = rowsOf(count, max, screen);
          const at = `${count} cards, up to ${max} a row, on ${screen}`;
          expect(rows.flat(), at).toHaveLength(count);
          for (const row of rows) {
            expect(
              row.reduce((a, b) => a + b, 0),
              `${at}: a full row`,
            ).toBe(12);
            expect(row.length, `${at}: no card alone`).toBeGreaterThanOrEqual(2);
            expect(row.length, `${at}: no more than ${most} a row`).toBeLessThanOrEqual(most);
            expect(new Set(row).size, `${at}: alike cards in a row`).toBe(1);
          }
          const lengths = rows.map((row) => row.length);
          expect(Math.max(...lengths) - Math.min(...lengths), `${at}: rows even`).toBeLessThanOrEqual(1);
          expect(lengths, `${at}: fuller rows first`).toEqual([...lengths].sort((a, b) => b - a));
        }
      }
    }
  });

  it("use the fewest rows: the widest row the screen allows, where the count permits", () => {
    expect(rowsOf(4, 4, "lg")).toEqual([[3, 3, 3, 3]]);
    expect(rowsOf(7, 4, "lg")).toEqual([
      [3, 3, 3, 3],
      [4, 4, 4],
    ]);
    expect(rowsOf(7, 4, "sm")).toEqual([
      [4, 4, 4],
      [6, 6],
      [6, 6],
    ]);
    expect(rowsOf(10, 3, "lg").map((row) => row.length)).toEqual([3, 3, 2, 2]);
  });

  it("give a lone card one column's width, never the whole row", () => {
    for (const max of [2, 3, 4] as const) {
      expect(rowsOf(1, max, "sm")).toEqual([[6]]);
      expect(rowsOf(1, max, "lg")).toEqual([[12 / max]]);
    }
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
