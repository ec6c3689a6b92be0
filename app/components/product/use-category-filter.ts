import { useSearchParams } from "react-router";
import { useAfterHydration } from "#app/components/ui/use-after-hydration.ts";
import { categoryFromSlug, type ModuleCategory } from "#app/core/product/index.ts";

/**
 * The /modules category filter, kept in the query string (?category=sales) so a filtered view
 * can be linked to (the mega-menu's category tiles do) and survives a reload. The prerendered
 * page lists every module; the query applies right after hydration, without a mismatch.
 */
export function useCategoryFilter(): ModuleCategory | undefined {
  const [params] = useSearchParams();
  return useAfterHydration(categoryFromSlug(params.get("category")), undefined);
}
