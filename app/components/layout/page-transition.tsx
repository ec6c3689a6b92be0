import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { useLocalize } from "./locale-context.tsx";

/** Navigations quicker than this show no spinner, so fast page changes do not flicker. */
const SPINNER_DELAY_MS = 100;

/**
 * Fades the page out while the next one's code or data loads and back in once it renders
 * (0.3 s each way; none under reduced motion), and shows a Loading spinner while it waits.
 * Only a change of page counts: query-string updates (the sitemap's filters) do not fade.
 */
export function PageTransition({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  const t = useLocalize();
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  // The spinner belongs to one navigation: it shows once that one has waited long enough.
  const waitingFor = pending ? navigation.location.key : null;
  const [spinnerFor, setSpinnerFor] = useState<string | null>(null);
  const showSpinner = waitingFor !== null && spinnerFor === waitingFor;
  useEffect(() => {
    if (waitingFor === null) return;
    const timer = window.setTimeout(() => setSpinnerFor(waitingFor), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waitingFor]);

  return (
    <>
      {/* .page-fade fades over PAGE_TRANSITION_MS (the stylesheet's --spec-page-transition). */}
      <div data-page-pending={pending || undefined} className="page-fade motion-reduce:transition-none">
        {children}
      </div>
      {/* The live region stays in the page so the word "Loading" is announced when it appears. */}
      <div role="status" className="pointer-events-none fixed inset-x-0 top-24 z-30 flex justify-center">
        {showSpinner && (
          <span className="flex items-center gap-2 rounded-full bg-ink-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
            />
            {t(loadingLabel)}
          </span>
        )}
      </div>
    </>
  );
}
