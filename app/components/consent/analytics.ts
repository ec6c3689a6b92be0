/**
 * Analytics events. They go to the analytics script's `gtag` only once that script has loaded,
 * which happens only with a measurement id and the visitor's consent; otherwise this is a no-op.
 */
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { gtag?: Gtag; dataLayer?: unknown[] } & Record<string, unknown>;

/** Google's tag, loaded from its own host: the one third-party request the site ever makes. */
export const ANALYTICS_SCRIPT = "https://www.googletagmanager.com/gtag/js";

/**
 * Starts Google Analytics for measurement id `id`. Call only after the visitor has accepted.
 * Loads the script once; a later call (the visitor accepting again) only lifts an opt-out.
 */
export function startAnalytics(id: string): void {
  const w = window as unknown as AnalyticsWindow;
  w[`ga-disable-${id}`] = false;
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads its commands from dataLayer as `arguments` objects, exactly as Google's snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads `arguments` objects, not arrays.
    w.dataLayer!.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", id);
  const script = document.createElement("script");
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** Google's documented opt-out: after a visitor declines, a loaded tag sends nothing more. */
export function stopAnalytics(id: string): void {
  (window as unknown as AnalyticsWindow)[`ga-disable-${id}`] = true;
}
