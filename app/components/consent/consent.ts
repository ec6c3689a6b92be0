/**
 * The visitor's analytics choice: stored under `tracker-analytics-consent` as "granted" or
 * "denied". Until there is one, nothing is measured. Storage that is blocked or holds anything
 * else counts as no choice yet.
 */
export const CONSENT_STORAGE_KEY = "tracker-analytics-consent";
export type Consent = "granted" | "denied";

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, consent);
  } catch {
    // Blocked storage: the choice holds for this page view and the banner asks again next time.
  }
}
