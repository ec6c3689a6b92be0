import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * `prerendered` while React hydrates the prerendered HTML, `current` from then on (and at once on
 * pages reached by in-app navigation). Lets a page render what the static HTML shows first, then
 * what the browser alone knows, such as a filter in the query string, without a hydration
 * mismatch. When the two are the same value, hydration is not followed by a second render.
 */
export function useAfterHydration<T>(current: T, prerendered: T): T {
  return useSyncExternalStore(
    noChanges,
    () => current,
    () => prerendered,
  );
}
