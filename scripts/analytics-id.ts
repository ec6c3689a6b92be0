/**
 * This build's analytics measurement id. ANALYTICS_ID in the environment (a preview deploy, or the
 * consent tests' build) wins over site.yaml's `analyticsId`; empty or unset everywhere means no
 * analytics: no banner, no script, no request.
 */
import { ANALYTICS_ID } from "./content/schemas.ts";

export function analyticsIdFor(
  fromSettings: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const id = (env.ANALYTICS_ID ?? fromSettings ?? "").trim();
  if (id === "") return null;
  if (!ANALYTICS_ID.test(id))
    throw new Error(`ANALYTICS_ID must be a GA4 measurement id like G-ABC123XYZ, got "${id}"`);
  return id;
}
