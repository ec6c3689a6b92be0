import { Icon } from "#app/components/ui/icon.tsx";
import { fillCount } from "#app/core/text/index.ts";
import type { SitemapSection } from "./sitemap-data.ts";
import type { SitemapLabels } from "./sitemap-labels.ts";
import { SitemapUrlRow } from "./sitemap-url-row.tsx";

/** One sitemap section: icon, title, description, how many pages it shows, and their rows. */
export function SitemapSectionList({ section, labels }: { section: SitemapSection; labels: SitemapLabels }) {
  const headingId = `sitemap-section-${section.id}`;
  return (
    <section aria-labelledby={headingId} data-section={section.id} className="mt-10">
      <div className="flex items-start gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-brand-500/10 dark:text-brand-400">
          <Icon name={section.icon} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
            {section.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{section.description}</p>
        </div>
        <p className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
          {fillCount(labels.pageCount, section.urls.length)}
        </p>
      </div>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {section.urls.map((url) => (
          <SitemapUrlRow key={url.path} url={url} labels={labels} />
        ))}
      </ul>
    </section>
  );
}
