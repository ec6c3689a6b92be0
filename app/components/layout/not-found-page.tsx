import { useEffect } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { ShellData } from "~/lib/shell.server";
import { useLocalize } from "./locale-context";

/** The spec's 404: 'Oops! Page not found', a link home, and the missing path logged as an error. */
export function NotFoundPage() {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const { pathname } = useLocation();
  const t = useLocalize();
  // Logged after hydration, not rendered: 404.html is served at every unknown path and must hydrate cleanly.
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  if (!shell) return null;
  const copy = shell.ui.notFound;
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-6 py-32 text-center">
      <p className="text-7xl font-bold text-brand-500" aria-hidden="true">404</p>
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{t(copy.heading)}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{t(copy.text)}</p>
      <Link to="/" className="mt-10 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t(copy.homeLink)}
      </Link>
    </div>
  );
}
