import type { Locale } from "#app/core/locale/index.ts";

/** English month names: the same in both locales, so no date library or Intl data is needed. */
// prettier-ignore
const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/**
 * A YYYY-MM-DD date as each locale writes it: "August 26, 2025" (US), "26 August 2025" (UK).
 * Written from the string itself, so the day never shifts with a time zone, and by hand: the first
 * Intl.DateTimeFormat a page creates costs tens of milliseconds of set-up during hydration.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const name = MONTHS[month - 1];
  return locale === "UK" ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}
