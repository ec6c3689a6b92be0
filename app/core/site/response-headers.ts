/**
 * The security headers of every answer the site gives: the build writes them into `_headers` for
 * pages and files (scripts/build/security-headers.ts), and the Functions' wrapper
 * (functions/_lib/respond.ts) sets them on every answer of theirs, since `_headers` applies to
 * static files only. One list for both, so the two cannot drift.
 */

/** What the MDN HTTP Observatory grades, beyond the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Two years, every subdomain, and the flag the browsers' preload list asks for.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * An API answer (JSON, or an empty redirect) becomes no document worth running anything in: it
 * loads nothing and no page frames it.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The one HTML page a Function writes (a plain form's answers to fix, leads/lead-page.ts): no
 * script, no style, no picture; its only form posts back to this site.
 */
export const API_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** Every Function answer's headers; an answer about one visitor's submission is never cached. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": API_POLICY,
  "Cache-Control": "no-store",
};
