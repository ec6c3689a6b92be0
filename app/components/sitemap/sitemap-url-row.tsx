import { Link } from "react-router";
import { fillTemplate } from "~/lib/fill-template";
import { formatDate } from "~/lib/format-date";
import type { Locale } from "~/lib/locale/locale";
import { priorityLevel, type SitemapUrl } from "~/lib/sitemap";
import { CopyButton } from "./copy-button";
import { PriorityBadge } from "./priority-badge";
import type { SitemapLabels } from "./sitemap-labels";

/** One page of the sitemap: its link, description, full URL, sitemap fields and a Copy button. */
export function SitemapUrlRow({ url, labels, locale }: { url: SitemapUrl; labels: SitemapLabels; locale: Locale }) {
  const level = priorityLevel(url.priority);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900 dark:text-white">
          <Link to={url.path} className="text-brand-700 hover:underline dark:text-brand-400">
            {url.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{url.description}</p>
        <p translate="no" className="mt-1 font-mono text-xs break-all text-slate-600 dark:text-slate-400">
          {url.loc}
        </p>
        <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <div className="flex items-center gap-1.5">
            <dt>{labels.priority}</dt>
            <dd>
              <PriorityBadge level={level} label={labels.priorityLevels[level]} priority={url.priority} />
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{labels.lastModified}</dt>
            <dd className="font-medium text-slate-800 dark:text-slate-200">
              <time dateTime={url.lastmod}>{formatDate(url.lastmod, locale)}</time>
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{labels.changeFrequency}</dt>
            <dd className="font-medium text-slate-800 dark:text-slate-200">{labels.changefreqs[url.changefreq as keyof SitemapLabels["changefreqs"]] ?? url.changefreq}</dd>
          </div>
        </dl>
      </div>
      <CopyButton
        text={() => url.loc}
        label={labels.copy}
        copiedLabel={labels.copied}
        accessibleName={fillTemplate(labels.copyUrlLabel, { title: url.title })}
        messages={{
          copied: { title: labels.urlCopied.title, description: fillTemplate(labels.urlCopied.description, { url: url.loc }) },
          failed: { title: labels.copyFailed.title, description: labels.copyFailed.one },
        }}
        className="needs-js btn-outline self-start"
      />
    </li>
  );
}
