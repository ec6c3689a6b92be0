import { langTag } from "~/core/domain";
import type { Locale } from "~/core/locale";

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD date as each locale writes it: "August 26, 2025" (US), "26 August 2025" (UK).
 * Read and written in UTC, so the day never shifts with the visitor's time zone, and the month is
 * spelled out, so the build machine's and the browser's date data agree (no hydration mismatch).
 */
export function formatDate(isoDate: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(langTag(locale), {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
