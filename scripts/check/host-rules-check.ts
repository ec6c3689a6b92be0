/**
 * The host rules mean the same on every host: `_redirects` and `_headers` as Netlify's own parsers
 * read them (Cloudflare Pages reads the same format) agree with the manifest's redirects and with
 * Vercel's configuration, and no host's configuration sits in the folder that is published, where
 * a host would serve it as a public file.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import type { CompiledManifest } from "#app/core/content/index.ts";
import type { HeaderRule } from "#scripts/build/host-rules/headers-file.ts";
import type { RedirectRule } from "#scripts/build/host-rules/redirects-file.ts";

/** Files that configure a host and must stay out of a published folder. */
const HOST_CONFIG_FILES = ["vercel.json", "netlify.toml", "wrangler.toml", "wrangler.json", "wrangler.jsonc"];

export type HostRules = { redirects: RedirectRule[]; headers: HeaderRule[]; problems: string[] };

/** `_redirects` and `_headers` of a built folder, read by Netlify's parsers; what they reject is a problem. */
export async function readHostRules(root: string): Promise<HostRules> {
  const [redirects, headers] = await Promise.all([
    parseAllRedirects({ redirectsFiles: [join(root, "_redirects")], configRedirects: [], minimal: true }),
    parseAllHeaders({ headersFiles: [join(root, "_headers")], configHeaders: [], minimal: true }),
  ]);
  const problems = [
    ...redirects.errors.map((e: Error) => `_redirects: ${e.message}`),
    ...headers.errors.map((e) => `_headers: ${e.message}`),
  ];
  if (!existsSync(join(root, "_redirects"))) problems.push("_redirects is missing");
  if (!existsSync(join(root, "_headers"))) problems.push("_headers is missing");
  return {
    redirects: (redirects.redirects as { from: string; to: string; status: number }[]).map(
      ({ from, to, status }) => ({ from, to, status }),
    ),
    headers: headers.headers.map((h) => ({ pattern: h.for, headers: h.values })),
    problems,
  };
}

type VercelConfig = {
  redirects: { source: string; destination: string; statusCode: number }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

/** Vercel's `/(.*)` is `_headers`' `/*`. */
const vercelPattern = (source: string) => source.replace("/(.*)", "/*");
const key = (value: unknown) => JSON.stringify(value);

function sameList<T>(what: string, expected: T[], actual: T[]): string[] {
  const want = new Set(expected.map(key));
  const got = new Set(actual.map(key));
  return [
    ...[...want].filter((item) => !got.has(item)).map((item) => `${what}: lacks ${item}`),
    ...[...got].filter((item) => !want.has(item)).map((item) => `${what}: has ${item}, which it should not`),
  ];
}

export function checkHostRules(
  root: string,
  rules: HostRules,
  compiled: CompiledManifest,
  vercelConfigFile: string,
): string[] {
  const problems = [...rules.problems];
  const pages = new Set(compiled.manifest.map((m) => m.path));
  const expected = compiled.redirects.map(({ from, to }) => ({ from, to, status: 301 }));
  problems.push(...sameList("_redirects against content/redirects.yaml", expected, rules.redirects));
  for (const r of rules.redirects)
    if (!pages.has(r.to)) problems.push(`_redirects: ${r.from} points to ${r.to}, which is not a page`);

  for (const name of HOST_CONFIG_FILES)
    if (existsSync(join(root, name)))
      problems.push(`${name} is in the published folder, where it is a public file`);

  if (!existsSync(vercelConfigFile)) return [...problems, `${vercelConfigFile} is missing`];
  const vercel = JSON.parse(readFileSync(vercelConfigFile, "utf8")) as VercelConfig;
  problems.push(
    ...sameList(
      "vercel.json redirects against _redirects",
      rules.redirects,
      vercel.redirects.map((r) => ({ from: r.source, to: r.destination, status: r.statusCode })),
    ),
    ...sameList(
      "vercel.json headers against _headers",
      rules.headers,
      vercel.headers.map((h) => ({
        pattern: vercelPattern(h.source),
        headers: Object.fromEntries(h.headers.map(({ key, value }) => [key, value])),
      })),
    ),
  );

  const policy = rules.headers.find((rule) => rule.pattern === "/*")?.headers["Content-Security-Policy"];
  if (!policy) problems.push("_headers: no Content-Security-Policy for /*");
  else if (policy.includes("'unsafe-inline'"))
    problems.push("_headers: the Content-Security-Policy allows 'unsafe-inline'");
  return problems;
}
