import { useEffect, useRef, useState } from "react";
import type { UiStrings } from "#app/core/content/index.ts";
import { startAnalytics, stopAnalytics } from "#app/components/consent/analytics.ts";
import { readConsent, storeConsent, type Consent } from "#app/components/consent/consent.ts";
import { onConsentSettings } from "#app/components/consent/consent-settings.ts";
import { useLocalize } from "./locale-context.tsx";
import { ShellLink } from "#app/components/layout/header/shell-link.tsx";

/**
 * Applies the stored choice (analytics start only after "granted") and asks when there is none.
 * A non-modal panel at the bottom of the screen: the page stays usable while it shows. Reopened
 * from the footer's "Cookie settings", it takes focus so keyboard users land on the choice.
 */
export function ConsentBanner({ id, labels }: { id: string; labels: UiStrings["consent"] }) {
  const t = useLocalize();
  // This component loads in the browser only (when the page is idle), so storage can be read at once.
  const [stored] = useState(readConsent);
  const [open, setOpen] = useState(stored === null);
  const [reopened, setReopened] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stored === "granted") startAnalytics(id);
    return onConsentSettings(() => {
      setOpen(true);
      setReopened(true);
    });
  }, [id, stored]);

  useEffect(() => {
    if (open && reopened) heading.current?.focus();
  }, [open, reopened]);

  function choose(consent: Consent) {
    storeConsent(consent);
    if (consent === "granted") startAnalytics(id);
    else stopAnalytics(id);
    setOpen(false);
    setReopened(false);
  }

  if (!open) return null;
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-4 bottom-4 z-40 max-w-md rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-2xl sm:left-4 sm:right-auto dark:border-slate-700 dark:bg-ink-900 dark:text-slate-300"
    >
      <h2
        id="consent-title"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-slate-900 dark:text-white"
      >
        {t(labels.title)}
      </h2>
      <p className="mt-2 text-sm">
        {t(labels.text)}{" "}
        <ShellLink
          to={labels.privacy.path}
          className="font-medium text-brand-700 underline dark:text-brand-400"
        >
          {t(labels.privacy.label)}
        </ShellLink>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Equal weight for both answers: declining is as easy as accepting. */}
        <button type="button" onClick={() => choose("granted")} className="btn-outline">
          {t(labels.accept)}
        </button>
        <button type="button" onClick={() => choose("denied")} className="btn-outline">
          {t(labels.decline)}
        </button>
      </div>
    </section>
  );
}
