import type { Ref } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { fillCount } from "#app/core/text/index.ts";
import { ALL_SECTIONS, type SitemapFilters, type SitemapSection } from "./sitemap-data.ts";
import { CopyButton } from "./copy-button.tsx";
import { DownloadXmlButton } from "./download-xml-button.tsx";
import type { SitemapLabels } from "./sitemap-labels.ts";

type ToolbarProps = {
  sections: readonly Pick<SitemapSection, "id" | "title">[];
  filters: SitemapFilters;
  onChange: (change: Partial<SitemapFilters>) => void;
  /** The URLs on screen now: what Copy All URLs copies. */
  visible: readonly string[];
  labels: SitemapLabels;
  searchRef: Ref<HTMLInputElement>;
};

/** Search, section filters and the page's two actions. Needs scripts, so it is hidden without them. */
export function SitemapToolbar({ sections, filters, onChange, visible, labels, searchRef }: ToolbarProps) {
  const choices = [{ id: ALL_SECTIONS, title: labels.all }, ...sections];
  return (
    <div className="needs-js space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5 dark:border-slate-800 dark:bg-ink-900/60">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="sitemap-search" className="sr-only">
          {labels.searchLabel}
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="sitemap-search"
            ref={searchRef}
            type="search"
            autoComplete="off"
            value={filters.q}
            onChange={(event) => onChange({ q: event.target.value })}
            placeholder={labels.searchPlaceholder}
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-slate-900 placeholder:text-sm placeholder:text-slate-500 sm:placeholder:text-base dark:border-slate-600 dark:bg-ink-950 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
      </form>
      <div role="group" aria-label={labels.filterLabel} className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice.id}
            type="button"
            aria-pressed={filters.section === choice.id}
            onClick={() => onChange({ section: choice.id })}
            className="filter-chip"
          >
            {choice.title}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={() => visible.join("\n")}
          label={labels.copyAll}
          copiedLabel={labels.copied}
          disabled={visible.length === 0}
          messages={{
            copied: {
              title: labels.allCopied.title,
              description: fillCount(labels.allCopied.description, visible.length),
            },
            failed: { title: labels.copyFailed.title, description: labels.copyFailed.many },
          }}
          className="btn-outline"
        />
        <DownloadXmlButton
          label={labels.downloadXml}
          started={labels.downloadStarted}
          failed={labels.downloadFailed}
        />
      </div>
    </div>
  );
}
