import { useEffect } from "react";
import { useNavigation } from "react-router";
import { onIdle } from "~/lib/idle";
import { setPendingNavigation } from "~/lib/pending-navigation";

/**
 * Keeps note of the page an in-app navigation is loading, and once the page is idle installs the
 * recovery that takes the visitor there if its code fails to load (lib/navigation-recovery.ts,
 * loaded then, so no page pays for it up front). Renders nothing.
 */
export function NavigationRecovery() {
  const { location } = useNavigation();
  const href = location ? `${location.pathname}${location.search}${location.hash}` : null;
  useEffect(() => setPendingNavigation(href), [href]);
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    const cancel = onIdle(
      () => void import("~/lib/navigation-recovery").then((m) => (uninstall = m.recoverFailedNavigations())),
    );
    return () => {
      cancel();
      uninstall?.();
    };
  }, []);
  return null;
}
