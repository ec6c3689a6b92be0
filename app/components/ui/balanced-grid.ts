/**
 * Classes for a grid of `count` cards in which every row is full and no card is alone on its row,
 * whatever the count: reviewers found 4 cards in 3 columns, 7 in 4, a seventh stat alone on the
 * last row, and a lone card widened across a whole row. Below `sm` the cards stack; from `sm` a
 * row holds up to 2 cards, from `lg` up to `max`. The cards are shared out over the fewest rows
 * that allows, as evenly as possible (fuller rows first), and each takes its row's share of a
 * 12-track grid, so every row ends at the grid's edge and the cards of a row are alike. Where
 * rows of 2 would leave one card over (an odd count), one row holds 3. A grid of one card gives it
 * the width of one column, never the whole row. Adding a card keeps the rule true without anyone
 * touching a class.
 *
 * The class names are made here, so app.css names them for Tailwind (`@source inline`).
 */
export type BalancedGrid = {
  /** For the grid. */
  columns: string;
  /** For the card at `index`: its share of its row, on small and large screens. */
  item: (index: number) => string;
};

/** The size of the row each card sits on, card by card, for `count` cards at most `max` a row. */
function rowOfEach(count: number, max: number): number[] {
  // One card takes one column's width.
  if (count === 1) return [max];
  let rows = Math.ceil(count / max);
  // Rows of 2 with one card over (an odd count): one row takes it, and holds 3.
  if (rows > 1 && count < 2 * rows) rows -= 1;
  const sizes: number[] = [];
  for (let row = 0; row < rows; row++) {
    const size = Math.floor(count / rows) + (row < count % rows ? 1 : 0);
    for (let i = 0; i < size; i++) sizes.push(size);
  }
  return sizes;
}

export function balancedGrid(count: number, max: 2 | 3 | 4 = 3): BalancedGrid {
  const small = rowOfEach(count, 2);
  const large = rowOfEach(count, max);
  return {
    columns: "sm:grid-cols-12",
    item: (index) => `sm:col-span-${12 / small[index]!} lg:col-span-${12 / large[index]!}`,
  };
}
