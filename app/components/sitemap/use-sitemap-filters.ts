import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useAfterHydration } from "#app/components/ui/use-after-hydration.ts";
import { filtersToSearch, NO_FILTERS, readFilters, type SitemapFilters } from "./sitemap-data.ts";

/** The filters of a query string, as the very NO_FILTERS object when it sets none. */
function filtersOf(params: URLSearchParams, sectionIds: readonly string[]): SitemapFilters {
  const filters = readFilters(params, sectionIds);
  return filtersToSearch(filters) === filtersToSearch(NO_FILTERS) ? NO_FILTERS : filters;
}

/** Marks the history entries this hook writes, so it can tell them from the visitor's own navigation. */
type FilterState = { sitemapFilters?: true };

/**
 * The sitemap's search and section filter, kept in the query string (`?q=…&section=…`) so a view
 * can be shared and survives a reload.
 *
 * The input follows local state rather than the URL: URL updates arrive a moment later, and a
 * controlled input fed from them would drop keystrokes typed in between. The URL is followed when
 * it changes from outside (back/forward, a link to a filtered view). While hydrating, the page
 * shows what the prerendered HTML shows, every page, and applies the query right after; with no
 * query there is nothing to apply, and the page is not rendered a second time.
 */
export function useSitemapFilters(sectionIds: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [filters, setFilters] = useState<SitemapFilters>(() => filtersOf(searchParams, sectionIds));

  // location.key changes with every navigation, including back/forward to this same page; state
  // follows the URL then, unless this hook wrote that entry itself (adjusted during render, so the
  // page never shows a frame with the old filters).
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!(location.state as FilterState | null)?.sitemapFilters) {
      setFilters(filtersOf(new URLSearchParams(location.search), sectionIds));
    }
  }

  function update(change: Partial<SitemapFilters>) {
    const next = { ...filters, ...change };
    setFilters(next);
    const state: FilterState = { sitemapFilters: true };
    // Replace, not push: each keystroke is not a page the Back button should step through.
    setSearchParams(filtersToSearch(next), { replace: true, preventScrollReset: true, state });
  }

  return { filters: useAfterHydration(filters, NO_FILTERS), update };
}
