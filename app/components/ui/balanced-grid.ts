/**
 * Column classes for a grid of `count` cards in which no row is left half empty, whatever the
 * count: reviewers found 4 cards in 3 columns and 7 in 4. From two columns up to `max`, the grid
 * takes the widest column count that divides the count; when none does, it keeps `max` columns
 * and widens the first card to take up the slack, so the first row is the one that differs and
 * every later row is full. Adding a card keeps the rule true without anyone touching a class.
 *
 * Tailwind only builds class names it finds written out, hence the tables below.
 */
const LG_COLUMNS = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
} as const;
const LG_SPAN = { 1: "lg:col-span-1", 2: "lg:col-span-2", 3: "lg:col-span-3", 4: "lg:col-span-4" } as const;

type Columns = keyof typeof LG_COLUMNS;

export type BalancedGrid = {
  /** For the grid: its columns on small (2) and large screens. */
  columns: string;
  /** For the first card: how many columns it spans. */
  first: string;
};

export function balancedGrid(count: number, max: 3 | 4 = 3): BalancedGrid {
  if (count <= 1) return { columns: "", first: "" };
  const divisor = ([max, max - 1, 2] as Columns[]).find((c) => count % c === 0);
  const lg: Columns = divisor ?? max;
  const lgSpan = (divisor ? 1 : lg - (count % lg) + 1) as Columns;
  // Two columns on small screens: an odd count widens the first card there too.
  const smFirst = count % 2 === 1 ? "sm:col-span-2" : "";
  return {
    columns: `sm:grid-cols-2 ${LG_COLUMNS[lg]}`,
    first: [smFirst, smFirst || lgSpan > 1 ? LG_SPAN[lgSpan] : ""].filter(Boolean).join(" "),
  };
}
