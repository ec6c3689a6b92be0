/**
 * The security headers of every answer the site gives: the build writes them into `_headers` for
 * pages and files (scripts/build/security-headers.ts), and the Functions' middleware
 * (functions/api/_middleware.ts) sets them on every answer of theirs, since `_headers` applies to
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
 * Every Function answer's headers. An answer (JSON, an empty redirect, the plain form's page) loads
 * nothing and no page frames it; an answer about one visitor's submission is never cached.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
};
