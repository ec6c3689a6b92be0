/** Which domain build this is: SITE_DOMAIN=com|us (default com). Read by the config and the build scripts. */
export const DOMAINS = ["com", "us"] as const;
export type SiteDomain = (typeof DOMAINS)[number];

export function siteDomain(env: NodeJS.ProcessEnv = process.env): SiteDomain {
  const value = env.SITE_DOMAIN ?? "com";
  if (!(DOMAINS as readonly string[]).includes(value))
    throw new Error(`SITE_DOMAIN must be one of ${DOMAINS.join(", ")}, got "${value}"`);
  return value as SiteDomain;
}
