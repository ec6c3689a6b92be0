/**
 * The `_redirects` format (Netlify, Cloudflare Pages): one rule a line, `from to status`.
 * The build writes it; the local preview server reads the same file, so they cannot disagree.
 */
export type RedirectRule = { from: string; to: string; status: number };

export function formatRedirects(rules: RedirectRule[]): string {
  return `${rules.map((r) => `${r.from} ${r.to} ${r.status}`).join("\n")}\n`;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean)
    .map((line, i) => {
      const [from, to, status = "301", ...rest] = line.split(/\s+/);
      if (!from?.startsWith("/") || !to || rest.length > 0 || !/^30[1278]$/.test(status))
        throw new Error(`_redirects line ${i + 1}: cannot read "${line}"`);
      return { from, to, status: Number(status) };
    });
}

/** The rule for a request path, exact match only (the site has no wildcard redirects). */
export function matchRedirect(rules: RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((r) => r.from === path);
}
