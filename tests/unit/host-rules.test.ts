import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CompiledManifest } from "#app/core/content/index.ts";
import { checkHostRules, readHostRules } from "#scripts/check/host-rules-check.ts";
import { vercelConfig } from "#scripts/build/postbuild.ts";
import { formatHeaders, type HeaderRule } from "#scripts/build/host-rules/headers-file.ts";
import { formatRedirects } from "#scripts/build/host-rules/redirects-file.ts";

const redirects = [{ from: "/modules/logo-hub", to: "/modules/logos", status: 301 }];
const headers: HeaderRule[] = [
  { pattern: "/*", headers: { "Content-Security-Policy": "default-src 'none'", "X-Frame-Options": "DENY" } },
  { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
];
const compiled = {
  manifest: [{ path: "/modules/logos" }, { path: "/" }],
  redirects: [{ from: "/modules/logo-hub", to: "/modules/logos" }],
} as unknown as CompiledManifest;

/** A published folder with the given rule files, and a Vercel config beside it. */
function site(files: Record<string, string>, vercel = vercelConfig("com", compiled, headers)) {
  const dir = mkdtempSync(join(tmpdir(), "host-rules-"));
  const root = join(dir, "com");
  writeFileSync(join(dir, "vercel.json"), vercel);
  mkdirSync(root);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return { root, vercelFile: join(dir, "vercel.json") };
}

const written = { _redirects: formatRedirects(redirects), _headers: formatHeaders(headers) };

describe("host rules as Netlify's parsers read them", () => {
  it("reads back exactly what the build wrote", async () => {
    const { root } = site(written);
    const rules = await readHostRules(root);
    expect(rules.problems).toEqual([]);
    expect(rules.redirects).toEqual(redirects);
    expect(rules.headers).toEqual(headers);
  });

  it("finds nothing wrong when _redirects, _headers, the manifest and vercel.json agree", async () => {
    const { root, vercelFile } = site(written);
    expect(checkHostRules(root, await readHostRules(root), compiled, vercelFile)).toEqual([]);
  });

  it("reports a redirect the manifest does not have and a target that is not a page", async () => {
    const { root, vercelFile } = site({ ...written, _redirects: `${written._redirects}/old /gone 301\n` });
    const problems = checkHostRules(root, await readHostRules(root), compiled, vercelFile);
    expect(problems).toContain("_redirects: /old points to /gone, which is not a page");
    expect(problems.some((p) => p.startsWith("_redirects against content/redirects.yaml: has"))).toBe(true);
    expect(problems.some((p) => p.startsWith("vercel.json redirects against _redirects: lacks"))).toBe(true);
  });

  it("reports headers Vercel would send differently", async () => {
    const other = vercelConfig("com", compiled, [headers[0]!]);
    const { root, vercelFile } = site(written, other);
    const problems = checkHostRules(root, await readHostRules(root), compiled, vercelFile);
    expect(problems).toEqual([
      expect.stringMatching(/^vercel.json headers against _headers: lacks .*\/assets/),
    ]);
  });

  it("reports host configuration inside the published folder", async () => {
    const { root, vercelFile } = site({ ...written, "vercel.json": "{}" });
    expect(checkHostRules(root, await readHostRules(root), compiled, vercelFile)).toEqual([
      "vercel.json is in the published folder, where it is a public file",
    ]);
  });

  it("reports a policy that allows inline scripts, and lines the parser rejects", async () => {
    const loose: HeaderRule[] = [
      { pattern: "/*", headers: { "Content-Security-Policy": "script-src 'unsafe-inline'" } },
    ];
    const { root, vercelFile } = site(
      { _redirects: "/a\n", _headers: formatHeaders(loose) },
      vercelConfig("com", compiled, loose),
    );
    const problems = checkHostRules(root, await readHostRules(root), compiled, vercelFile);
    expect(problems).toContain("_headers: the Content-Security-Policy allows 'unsafe-inline'");
    expect(problems.some((p) => p.startsWith("_redirects: ") && /line 1|\/a/i.test(p))).toBe(true);
  });
});
