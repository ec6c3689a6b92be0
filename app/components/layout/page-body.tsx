import { Suspense, useEffect, type ReactNode } from "react";
import { markHydrated } from "./hydration.ts";

/** Marks the end of hydration once the page body, the last part to hydrate, has committed. */
function HydrationMark() {
  useEffect(markHydrated, []);
  return null;
}

/**
 * The page's own content, hydrated after the shell in a render and commit of its own. A prerendered
 * Suspense boundary is how React splits hydration: the shell (header, footer, notifications)
 * commits and runs its effects first, then React hydrates what is inside the boundary as separate
 * work, so neither commit nor its effects make one long task of the whole page. No fallback: the
 * boundary never shows one, as the prerendered page is complete and route code loads before a
 * navigation renders.
 */
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydrationMark />
    </Suspense>
  );
}
