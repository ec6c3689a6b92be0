import { useLayoutEffect } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { onDemand } from "#app/components/ui/on-demand.tsx";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocalize } from "./locale-context.tsx";
import { setPendingNavigation } from "#app/components/layout/navigation/pending-navigation.ts";

export type StatusKind = "notFound" | "error";

/**
 * The 404 and error pages' code, loaded only where one shows (404.html, a page that fails): every
 * other page keeps it out of its scripts. Hydrating 404.html waits for it, showing the prerendered
 * page meanwhile; if it cannot load, the page's heading and a link home stand in.
 */
const statusPage = onDemand(() => import("./status-page.tsx"));

function Status({ kind, cause }: { kind: StatusKind; cause: unknown }) {
  return <statusPage.Part kind={kind} cause={cause} failed={() => <PlainStatus kind={kind} />} />;
}

function PlainStatus({ kind }: { kind: StatusKind }) {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const t = useLocalize();
  if (!shell) return null;
  return (
    <div className="mx-auto max-w-3xl px-6 py-32 text-center">
      <h1 className="text-3xl font-bold">{t(shell.ui[kind].heading)}</h1>
      <a href="/" className="mt-6 inline-block underline">
        {t(shell.ui.notFound.homeLink)}
      </a>
    </div>
  );
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  return <Status kind="notFound" cause={`404: no page at ${pathname}`} />;
}

/**
 * A fault of the page says so. An in-app navigation that fails (most often its `.data` request: a
 * dropped connection, a host that answered with something else) loads the page in full instead,
 * as one whose code failed to download does (navigation/navigation-recovery.ts): the prerendered
 * page carries its data, so that load works wherever a link without scripts would. Only after an
 * in-app navigation (the first location's key is "default"), so a page that fails on a full load
 * too shows the error rather than reload again.
 */
export function PageError({ error }: { error: unknown }) {
  const { key } = useLocation();
  if (key !== "default") return <FullPageLoad />;
  return <Status kind="error" cause={error} />;
}

/**
 * Loads the current URL (the page the navigation was going to) from the host; nothing shows in
 * the page's place meanwhile. The navigation is over, so the recovery of failed navigations is
 * told to leave this load alone: its note would load the page a second time.
 */
function FullPageLoad() {
  useLayoutEffect(() => {
    setPendingNavigation(null);
    window.location.reload();
  }, []);
  return null;
}
