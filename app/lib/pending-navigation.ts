/** The page an in-app navigation is loading, or null when none is under way (read by navigation-recovery.ts). */
let pendingHref: string | null = null;

export function setPendingNavigation(href: string | null): void {
  pendingHref = href;
}

export function pendingNavigation(): string | null {
  return pendingHref;
}
