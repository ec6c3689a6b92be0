/**
 * The footer's "Cookie settings" button asks for the consent banner (components/layout/
 * consent-banner.tsx). The banner loads when the page is idle, so a click may come first; the
 * request waits for it. Apart from components/consent/consent.ts so the footer carries only these few lines.
 */
const REOPEN_EVENT = "tracker:consent-settings";
let reopenRequested = false;

export function requestConsentSettings(): void {
  reopenRequested = true;
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

/** Calls `open` for every request, including one made before this listener existed. */
export function onConsentSettings(open: () => void): () => void {
  const handler = () => {
    reopenRequested = false;
    open();
  };
  if (reopenRequested) handler();
  window.addEventListener(REOPEN_EVENT, handler);
  return () => window.removeEventListener(REOPEN_EVENT, handler);
}
