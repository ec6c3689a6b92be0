import { fillTemplate } from "#app/core/text/index.ts";
import { priorityLevel, type SitemapUrl } from "./sitemap-data.ts";
import { CopyButton } from "./copy-button.tsx";
import { PriorityBadge } from "./priority-badge.tsx";
import type { SitemapLabels } from "./sitemap-labels.ts";

/** One page of the sitemap: its link, description, full URL, sitemap fields and a Copy button. */
export function SitemapUrlRow({ url, labels }: { url: SitemapUrl; labels: SitemapLabels }) {
  const level = priorityLevel(url.priority);
  return (
    <li className="sitemap-row">
      <div className="min-w-0">
        <h3>
          <a href={url.path}>{url.title}</a>
        </h3>
        <p>{url.description}</p>
        <p translate="no" className="sitemap-url">
          {url.loc}
        </p>
        <dl>
          <div>
            <dt>{labels.priority}</dt>
            <dd>
              <PriorityBadge level={level} label={labels.priorityLevels[level]} priority={url.priority} />
            </dd>
          </div>
          <div>
            <dt>{labels.lastModified}</dt>
            <dd>
              <time dateTime={url.lastmod}>{url.lastmodText}</time>
            </dd>
          </div>
          <div>
            <dt>{labels.changeFrequency}</dt>
            <dd>
              {labels.changefreqs[url.changefreq as keyof SitemapLabels["changefreqs"]] ?? url.changefreq}
            </dd>
          </div>
        </dl>
      </div>
      <CopyButton
        text={() => url.loc}
        label={labels.copy}
        copiedLabel={labels.copied}
        accessibleName={fillTemplate(labels.copyUrlLabel, { title: url.title })}
        messages={{
          copied: {
            title: labels.urlCopied.title,
            description: fillTemplate(labels.urlCopied.description, { url: url.loc }),
          },
          failed: { title: labels.copyFailed.title, description: labels.copyFailed.one },
        }}
        className="needs-js btn-outline"
      />
    </li>
  );
}
