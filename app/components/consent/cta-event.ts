/**
 * A call to action's click, sent to Google's tag only once it has loaded (a measurement id and the
 * visitor's consent); otherwise a no-op. Apart from analytics.ts, which only the consent banner
 * loads, so a page without analytics downloads none of that code.
 */
export function trackCtaClick(id: string): void {
  const gtag = (window as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
  if (typeof gtag === "function") gtag("event", "cta_click", { cta_id: id });
}
