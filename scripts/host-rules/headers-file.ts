/**
 * The `_headers` format (Netlify, Cloudflare Pages): a path pattern line, then indented
 * `Name: value` lines. The build writes it; the post-build check reads it back with Netlify's own
 * parser (host-rules-check.ts).
 */
export type HeaderRule = { pattern: string; headers: Record<string, string> };

export function formatHeaders(rules: HeaderRule[]): string {
  return rules
    .map(
      (rule) =>
        `${rule.pattern}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join("\n")}\n`,
    )
    .join("");
}
