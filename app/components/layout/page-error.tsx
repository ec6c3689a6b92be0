import { useEffect } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { ShellData } from "~/lib/shell.server";
import { useLocalize } from "./locale-context";

/** A page that failed for a reason other than "not found": say so, log the cause, offer a way home. */
export function PageError({ error }: { error: unknown }) {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const t = useLocalize();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (!shell) return null;
  return (
    <div className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t(shell.ui.error.heading)}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{t(shell.ui.error.text)}</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t(shell.ui.notFound.homeLink)}
      </Link>
    </div>
  );
}
