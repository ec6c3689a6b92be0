/**
 * The fixed lists that group the product pages, shared by the content schemas and the pages that
 * group or filter by them (plain values, so the app can import them without zod).
 */

/** The module categories of the mega-menu's Categories tab and the /modules filter, in order. */
export const MODULE_CATEGORIES = [
  "Sales",
  "Finance",
  "Design",
  "Support",
  "Inventory",
  "Production",
  "Integrations",
] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

/** A category as the query string writes it: /modules?category=sales. */
export function categorySlug(category: ModuleCategory): string {
  return category.toLowerCase();
}

/** The category a query-string value names, if any (any case; unknown values mean "all"). */
export function categoryFromSlug(value: string | null): ModuleCategory | undefined {
  return MODULE_CATEGORIES.find((c) => categorySlug(c) === value?.trim().toLowerCase());
}

/** The kinds of integration, in the order /integrations groups them. */
export const INTEGRATION_KINDS = [
  "ecommerce",
  "shipping",
  "suppliers",
  "accounting",
  "design",
  "machines",
] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** Which way data moves: into Tracker, out of Tracker, or both. */
export const SYNC_DIRECTIONS = ["in", "out", "both"] as const;
