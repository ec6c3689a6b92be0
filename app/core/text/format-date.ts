/** English month names: the same in both markets, so no date library or Intl data is needed. */
// prettier-ignore
const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** How a market writes a date (markets.yaml `dates`): .com day first, .us month first. */
export const DATE_ORDERS = ["day-month-year", "month-day-year"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/**
 * A YYYY-MM-DD date as a market writes it: "26 August 2025" (day-month-year), "August 26, 2025"
 * (month-day-year). Written from the string itself, so the day never shifts with a time zone, and
 * by hand: the first Intl.DateTimeFormat a page creates costs tens of milliseconds of set-up
 * during hydration.
 */
export function formatDate(isoDate: string, order: DateOrder): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const name = MONTHS[month - 1];
  return order === "day-month-year" ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}
