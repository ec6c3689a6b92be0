/**
 * Analytics events. They go to the analytics script's `gtag` only once that script has loaded,
 * which happens only with a measurement id and the visitor's consent; otherwise this is a no-op.
 */
type Gtag = (command: "event", name: string, params: Record<string, string>) => void;

export function trackEvent(name: string, params: Record<string, string>): void {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (typeof gtag === "function") gtag("event", name, params);
}

/** The shared handler of the home page's calls to action: records which button was used. */
export function trackCtaClick(id: string): void {
  trackEvent("cta_click", { cta_id: id });
}
