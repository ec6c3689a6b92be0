import { useEffect } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { onDemand } from "#app/components/ui/on-demand.tsx";
import { SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocalize } from "./locale-context.tsx";
import type { StatusKind } from "./status-boundary.tsx";

/** The 404 page's suggestions and search; if their code cannot load, a link to the sitemap page. */
const notFoundHelp = onDemand(() => import("#app/components/search/not-found-help.tsx"));

/**
 * The cause last logged, and on which history entry. An unknown URL under a collection's route
 * shows the 404 page twice over (the root's HydrateFallback, then its error boundary once the
 * data is known missing): one visit, one log line.
 */
let lastLogged: { key: string; cause: unknown } | undefined;

function logOncePerVisit(key: string, cause: unknown) {
  if (lastLogged?.key === key && lastLogged.cause === cause) return;
  lastLogged = { key, cause };
  console.error(cause);
}

/**
 * The page shown when there is no page: the 404 ('Oops! Page not found'), or, for any other
 * failure, "Something went wrong". Either way a link home, and the cause logged as a console error
 * after hydration (not rendered: 404.html is served at every unknown path and must hydrate cleanly).
 * Its code loads on demand (status-boundary.tsx): most visits never show it.
 */
export default function StatusPage({ kind, cause }: { kind: StatusKind; cause: unknown }) {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const t = useLocalize();
  const { key } = useLocation();
  useEffect(() => logOncePerVisit(key, cause), [key, cause]);
  if (!shell) return null;
  const copy = shell.ui[kind];
  return (
    // At least a screen tall, so the footer starts below the fold and
    // the 404 page's help, which arrives after hydration, does not push it down in view.
    <div className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center px-6 py-32 text-center">
      {kind === "notFound" && (
        <p className="text-7xl font-bold text-brand-500" aria-hidden="true">
          404
        </p>
      )}
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
        {t(copy.heading)}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{t(copy.text)}</p>
      <a
        href="/"
        className="mt-10 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t(shell.ui.notFound.homeLink)}
      </a>
      {kind === "notFound" && (
        <notFoundHelp.Part
          ui={shell.ui}
          failed={() => (
            <a href={SITEMAP_PAGE_PATH} className="mt-6 underline">
              {t(shell.ui.search.open)}
            </a>
          )}
        />
      )}
    </div>
  );
}
