import type { LastUpdated } from "#app/core/docs/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

/** "Last updated <date>" (from git, in the market's way) and the link that opens the source file. */
export function DocsPageMeta({
  lastUpdated,
  editUrl,
  labels,
}: {
  /** With the date already written out as the market writes it (core/text/format-date.ts, in the loader). */
  lastUpdated: LastUpdated & { text: string };
  editUrl: string;
  labels: { lastUpdated: string; editPage: string };
}) {
  const t = useLocalize();
  return (
    <div
      className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400"
      {...UNSEARCHED}
    >
      <p data-testid="docs-last-updated">
        {t(labels.lastUpdated)} <time dateTime={lastUpdated.datetime}>{lastUpdated.text}</time>
      </p>
      <a
        href={editUrl}
        className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
      >
        {t(labels.editPage)}
      </a>
    </div>
  );
}
