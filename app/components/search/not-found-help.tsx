import { Link, useLocation } from "react-router";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { CompiledManifest } from "#app/core/content/index.ts";
import { suggestPages } from "#app/core/site/index.ts";
import { useAfterHydration } from "#app/components/ui/use-after-hydration.ts";
import { searchablePages } from "#app/core/site/index.ts";
import type { ShellData } from "#app/server/shell.server.ts";
import manifest from "#generated/manifest.json";
import { SearchButton } from "./search-button.tsx";

const pages = searchablePages((manifest as CompiledManifest).manifest);

/**
 * Under the 404 page's home link: the pages closest to the address that was not found
 * (page-suggestions.ts), and the site search. Loaded, with its copy of the page list, only on the
 * 404 page and after hydration: 404.html is one file for every address.
 */
export default function NotFoundHelp({ ui }: { ui: ShellData["ui"] }) {
  const t = useLocalize();
  const { pathname } = useLocation();
  // Nothing in the prerendered 404.html, which serves every address: the help is the browser's.
  const hydrated = useAfterHydration(true, false);
  if (!hydrated) return null;
  const suggestions = suggestPages(pathname, pages);
  return (
    <>
      {suggestions.length > 0 && (
        <nav aria-labelledby="not-found-suggestions" className="mt-12 w-full text-left">
          <h2 id="not-found-suggestions" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t(ui.notFound.suggestionsHeading)}
          </h2>
          <ul className="mt-4 divide-y divide-current/10 rounded-xl border border-current/15">
            {suggestions.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  className="flex flex-col px-4 py-3 hover:bg-current/5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                >
                  <span className="font-medium text-brand-700 dark:text-brand-400">{t(page.title)}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{page.path}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SearchButton
        label={t(ui.notFound.searchPrompt)}
        className="mt-8 inline-flex items-center gap-2 rounded-lg border border-current/20 px-5 py-2.5 font-medium text-slate-700 hover:bg-current/10 dark:text-slate-200"
      />
    </>
  );
}
