/**
 * The `_headers` format (Netlify, Cloudflare Pages): a path pattern line, then indented
 * `Name: value` lines. The build writes it; the post-build check reads it back with Netlify's own
 * parser (host-rules-check.ts).
 */
export type HeaderRule = {
  pattern: string;
  headers: Record<string, string>;
  /**
   * Headers an earlier matching rule set that this one removes first (`! Name`, Cloudflare's
   * detach), so its own value replaces theirs. Hosts without detach join the two values, which
   * for a Content-Security-Policy means both policies apply: never looser than either.
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
