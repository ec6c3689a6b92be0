/**
 * The `_headers` format (Netlify, Cloudflare Pages): a path pattern line, then indented `Name: value`
 * lines. `*` in a pattern matches anything. Written by the build, read by the preview server.
 */
export type HeaderRule = { pattern: string; headers: Record<string, string> };

export function formatHeaders(rules: HeaderRule[]): string {
  return (
    rules
      .map(
        (r) =>
          `${r.pattern}\n${Object.entries(r.headers)
            .map(([k, v]) => `  ${k}: ${v}`)
            .join("\n")}`,
      )
      .join("\n") + "\n"
  );
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (/^\S/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const at = line.indexOf(":");
      if (at < 0 || rules.length === 0) throw new Error(`_headers: cannot read "${line.trim()}"`);
      rules[rules.length - 1].headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** Every header whose pattern matches the path, later rules adding to earlier ones. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const re = new RegExp(
      `^${rule.pattern
        .split("*")
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    );
    if (re.test(path)) Object.assign(out, rule.headers);
  }
  return out;
}
