import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

export type Crumb = { title: string; path: string };

/** A page's title block: breadcrumbs, the one h1, and its lead sentence. */
export function PageHeader({
  title,
  lead,
  crumbs,
  wide = false,
  children,
}: {
  title: string;
  lead?: string;
  crumbs: Crumb[];
  /** Match a page body that is 72 rem wide rather than 64: the title and the body share a left edge. */
  wide?: boolean;
  children?: ReactNode;
}) {
  const t = useLocalize();
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  return (
    <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-ink-900">
      <div className={`mx-auto px-4 py-12 sm:px-6 sm:py-16 ${wide ? "max-w-6xl" : "max-w-5xl"}`}>
        {crumbs.length > 1 && (
          <nav aria-label={t(shell?.ui.breadcrumbLabel ?? "")} className="mb-6 text-sm" {...UNSEARCHED}>
            <ol className="flex flex-wrap gap-x-2 gap-y-1 text-slate-500 dark:text-slate-400">
              {crumbs.map((crumb, i) => (
                // The separator ends its crumb, so a crumb that wraps never starts its line with "/";
                // wrapped lines stand apart enough for a finger (WCAG 2.5.8, 24 px targets).
                <li key={crumb.path} className="flex gap-x-2">
                  {i === crumbs.length - 1 ? (
                    <span aria-current="page" className="text-slate-700 dark:text-slate-200">
                      {t(crumb.title)}
                    </span>
                  ) : (
                    <>
                      <a href={crumb.path} className="hover:text-brand-600 dark:hover:text-white">
                        {t(crumb.title)}
                      </a>
                      <span aria-hidden="true">/</span>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {t(title)}
        </h1>
        {lead && <p className="mt-5 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{t(lead)}</p>}
        {children}
      </div>
    </div>
  );
}
