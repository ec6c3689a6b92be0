import { useMemo, useRef } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { fillTemplate } from "#app/core/text/index.ts";
import { spellStrings } from "#app/components/locale/spell-strings.ts";
import {
  filterSections,
  NO_FILTERS,
  visibleUrls,
  withLocs,
  type SitemapSectionData,
} from "./sitemap-data.ts";
import type { SitemapLabels } from "./sitemap-labels.ts";
import { SitemapSectionList } from "./sitemap-section.tsx";
import { SitemapToolbar } from "./sitemap-toolbar.tsx";
import { useSitemapFilters } from "./use-sitemap-filters.ts";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

/**
 * The sitemap page's list with its search and filters. The prerendered HTML holds every page;
 * filtering happens in the browser, over the text in the visitor's spelling.
 */
export function SitemapExplorer({
  sections,
  siteUrl,
  labels: usLabels,
}: {
  sections: SitemapSectionData[];
  siteUrl: string;
  labels: SitemapLabels;
}) {
  const t = useLocalize();
  const labels = useMemo(() => spellStrings(usLabels, t), [usLabels, t]);
  const spelled = useMemo(
    () =>
      withLocs(sections, siteUrl).map((s) => ({
        ...s,
        title: t(s.title),
        description: t(s.description),
        urls: s.urls.map((u) => ({
          ...u,
          title: t(u.title),
          description: t(u.description),
        })),
      })),
    [sections, siteUrl, t],
  );
  const sectionIds = useMemo(() => sections.map((s) => s.id), [sections]);
  const { filters, update } = useSitemapFilters(sectionIds);
  const shown = filterSections(spelled, filters);
  const visible = visibleUrls(shown);
  const total = visibleUrls(spelled).length;
  const searchRef = useRef<HTMLInputElement>(null);

  function clearFilters() {
    update(NO_FILTERS);
    // The Clear Filters button is about to disappear; put the visitor back in the search box.
    searchRef.current?.focus();
  }

  return (
    <div className="mt-10" {...UNSEARCHED}>
      <SitemapToolbar
        sections={spelled}
        filters={filters}
        onChange={update}
        visible={visible}
        labels={labels}
        searchRef={searchRef}
      />
      <p role="status" className="mt-6 text-sm font-medium text-slate-700 dark:text-slate-300">
        {fillTemplate(labels.resultCount, { count: String(visible.length), total: String(total) })}
      </p>
      {shown.map((section) => (
        <SitemapSectionList key={section.id} section={section} labels={labels} />
      ))}
      {shown.length === 0 && (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            {fillTemplate(labels.noResults.heading, { query: filters.q.trim() })}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{labels.noResults.text}</p>
          <button
            type="button"
            onClick={clearFilters}
            className="mt-4 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {labels.clearFilters}
          </button>
        </div>
      )}
    </div>
  );
}
