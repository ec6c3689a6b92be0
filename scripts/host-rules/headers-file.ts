/**
 * The `_headers` format (Netlify, Cloudflare Pages): a path pattern line, then indented
 * `Name: value` lines. The build writes it; the post-build check reads it back with Netlify's own
 * parser (host-rules-check.ts).
 */
export type HeaderRule = {
  pattern: string;
  headers: Record<string, string>;
  /**
   * Headers an earlier rule set that this path must not get (Cloudflare's `! Name` line): a header
   * set by two matching rules is otherwise sent with both values joined, which for a
   * Content-Security-Policy means two policies, both enforced.
   */
  detach?: string[];
};

export function formatHeaders(rules: HeaderRule[]): string {
  return rules
    .map(
      (rule) =>
        `${rule.pattern}\n${[
          ...(rule.detach ?? []).map((name) => `  ! ${name}`),
          ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
        ].join("\n")}\n`,
    )
    .join("");
}
