import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true from then on (and at once on pages reached
 * by in-app navigation). Lets a page render what the static HTML shows first, then what the
 * browser alone knows, such as a filter in the query string, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
