import { pageLinks, pageNeighbours } from "#app/core/blog/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

export type PaginationLabels = { label: string; previous: string; next: string; page: string };

const linkClass =
  "inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium transition-colors";
const idleClass =
  "border-slate-300 text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:text-slate-200 dark:hover:text-white";
const currentClass = "border-brand-600 bg-brand-600 text-white";

/** Numbered links to every page of a list, with Previous and Next; the current page is marked. */
export function PaginationNav({
  index,
  page,
  pages,
  labels,
}: {
  index: string;
  page: number;
  pages: number;
  labels: PaginationLabels;
}) {
  const t = useLocalize();
  if (pages < 2) return null;
  const { prev, next } = pageNeighbours(index, page, pages);
  return (
    <nav aria-label={t(labels.label)} className="mt-12" {...UNSEARCHED}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {prev && (
          <li>
            <a href={prev} rel="prev" className={`${linkClass} ${idleClass}`}>
              {t(labels.previous)}
            </a>
          </li>
        )}
        {pageLinks(index, pages).map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              aria-current={link.page === page ? "page" : undefined}
              aria-label={fillTemplate(t(labels.page), { page: String(link.page) })}
              className={`${linkClass} ${link.page === page ? currentClass : idleClass}`}
            >
              {link.page}
            </a>
          </li>
        ))}
        {next && (
          <li>
            <a href={next} rel="next" className={`${linkClass} ${idleClass}`}>
              {t(labels.next)}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
