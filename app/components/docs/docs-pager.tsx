import type { DocLink } from "#app/core/docs/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

/** Previous and Next across the whole documentation, each with its page's title. */
export function DocsPager({
  prev,
  next,
  labels,
}: {
  prev?: DocLink;
  next?: DocLink;
  labels: { pagerLabel: string; previous: string; next: string };
}) {
  const t = useLocalize();
  if (!prev && !next) return null;
  const box = "docs-box flex flex-col gap-1 p-4 hover:border-brand-500 dark:hover:border-brand-400";
  return (
    <nav aria-label={t(labels.pagerLabel)} className="mt-12 grid gap-4 sm:grid-cols-2" {...UNSEARCHED}>
      {prev && (
        <a href={prev.path} rel="prev" className={box}>
          <span className="text-sm text-slate-600 dark:text-slate-400">{t(labels.previous)}</span>
          <span className="font-semibold text-slate-900 dark:text-white">{t(prev.title)}</span>
        </a>
      )}
      {next && (
        <a href={next.path} rel="next" className={`${box} sm:col-start-2 sm:text-right`}>
          <span className="text-sm text-slate-600 dark:text-slate-400">{t(labels.next)}</span>
          <span className="font-semibold text-slate-900 dark:text-white">{t(next.title)}</span>
        </a>
      )}
    </nav>
  );
}
