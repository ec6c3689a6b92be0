/**
 * This build's analytics measurement id. ANALYTICS_ID in the environment (a preview deploy, or the
 * consent tests' build) wins over site.yaml's `analyticsId`; empty or unset everywhere means no
 * analytics: no banner, no script, no request.
 */

/** A Google Analytics 4 measurement id. */
export const ANALYTICS_ID = /^G-[A-Z0-9]{4,}$/;

export function analyticsIdFor(
  fromSettings: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  const id = (env.ANALYTICS_ID ?? fromSettings ?? "").trim();
  if (id === "") return null;
  if (!ANALYTICS_ID.test(id))
    throw new Error(`ANALYTICS_ID must be a GA4 measurement id like G-ABC123XYZ, got "${id}"`);
  return id;
}
