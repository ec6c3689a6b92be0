/**
 * The `_redirects` format (Netlify, Cloudflare Pages): one rule a line, `from to status`. The build
 * writes it; the post-build check reads it back with Netlify's own parser (host-rules-check.ts).
 */
export type RedirectRule = { from: string; to: string; status: number };

export function formatRedirects(rules: RedirectRule[]): string {
  return rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}\n`).join("");
}
