import { useEffect } from "react";
import { useNavigation } from "react-router";
import { recoverFailedNavigations } from "#app/components/layout/navigation/navigation-recovery.ts";
import { setPendingNavigation } from "#app/components/layout/navigation/pending-navigation.ts";

/**
 * Keeps note of the page an in-app navigation is loading, and installs, as soon as the page has
 * hydrated, the recovery that takes the visitor there if its code fails to load
 * (components/layout/navigation/navigation-recovery.ts). Installed at once rather than when idle: a visitor can click
 * before the page is idle, and that click is the one the recovery exists for. Renders nothing.
 */
export function NavigationRecovery() {
  const { location } = useNavigation();
  const href = location ? `${location.pathname}${location.search}${location.hash}` : null;
  useEffect(() => setPendingNavigation(href), [href]);
  useEffect(() => recoverFailedNavigations(), []);
  return null;
}
