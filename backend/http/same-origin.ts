/**
 * The forms post only from the site itself. A browser names the page's origin in `Origin` on every
 * POST, a form's included, and modern ones say in `Sec-Fetch-Site` whether the page was this site:
 * without the check, any site could make its visitors' browsers send us leads. A post without
 * `Origin` is no browser's form, and is refused too.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Why `request` is refused as cross-site, or null when it may go on. */
export function crossSiteReason(request: Request): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get("origin");
  if (origin === null) return "no Origin header";
  // The reasons name no header's value: an answer repeats nothing the sender chose.
  if (origin !== new URL(request.url).origin) return "posted from another origin";
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return "Sec-Fetch-Site is not same-origin";
  return null;
}
