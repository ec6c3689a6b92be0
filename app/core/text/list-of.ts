import type { Locale } from "#app/core/locale/index.ts";

/**
 * Names joined as the locale writes a list: "Starter, Growth and Enterprise" (UK), "Starter,
 * Growth, and Enterprise" (US), as Intl.ListFormat writes them. By hand: the first ListFormat a page
 * creates costs milliseconds of locale-data set-up while /pricing hydrates
 * (tests/unit/pricing-estimate.test.ts holds this to Intl's output).
 */
export function listOf(items: readonly string[], locale: Locale): string {
  if (items.length <= 2) return items.join(" and ");
  const last = items.at(-1);
  return `${items.slice(0, -1).join(", ")}${locale === "US" ? "," : ""} and ${last}`;
}
