/**
 * `npm run check`: the post-build check of build/com and build/us, plus sitemap.xml against the
 * sitemaps.org XSD kept in sitemap/ (with xmllint compiled to WebAssembly), the host rules as the
 * hosts' own parsers read them, the two domains' canonical URLs differing only by host, and the
 * content against what the product requires of it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CompiledContent, CompiledManifest } from "#app/core/content/index.ts";
import { contentFileOf, GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import { DOMAINS } from "#app/core/locale/index.ts";
import { checkHostRules, readHostRules } from "./host-rules-check.ts";
import { sitemapXsdProblems } from "#scripts/check/sitemap/validate.ts";
import { checkSite } from "./site-check.ts";
import { checkSpec } from "#scripts/check/spec/spec-check.ts";

const compiled = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);
const problems: string[] = checkSpec(
  // The spec's prices are US dollars: the .us market's content.
  readGeneratedJson<CompiledContent>(contentFileOf("us")),
  compiled.manifest,
  readGeneratedJson<Record<string, string>>(GENERATED_FILES.spelling),
);

for (const domain of DOMAINS) {
  const root = resolve("build", domain);
  if (!existsSync(join(root, "index.html"))) {
    problems.push(`build/${domain} is missing: run \`npm run build\` first`);
    continue;
  }
  const rules = await readHostRules(root);
  problems.push(
    ...[
      ...checkHostRules(root, rules, compiled, resolve("build", "vercel", `${domain}.json`)),
      ...checkSite(root, compiled, compiled.siteUrl[domain], rules.redirects),
    ].map((p) => `build/${domain} ${p}`),
  );
  const sitemap = join(root, "sitemap.xml");
  if (existsSync(sitemap)) {
    for (const p of await sitemapXsdProblems(readFileSync(sitemap, "utf8")))
      problems.push(`build/${domain}/sitemap.xml fails the sitemaps.org XSD: ${p}`);
  }
}

// The twin builds: the same pages, canonical URLs differing only by host, page by page.
const canonicalOf = (domain: string, path: string) => {
  const file = resolve("build", domain, path === "/" ? "index.html" : `${path.slice(1)}.html`);
  return existsSync(file)
    ? readFileSync(file, "utf8").match(/<link rel="canonical" href="([^"]+)"/)?.[1]
    : undefined;
};
for (const { path } of compiled.manifest) {
  const [com, us] = DOMAINS.map((d) => canonicalOf(d, path));
  if (!com || !us) continue; // a missing file is reported above
  const [a, b] = [new URL(com), new URL(us)];
  if (a.host === b.host || a.pathname + a.search !== b.pathname + b.search || a.protocol !== b.protocol)
    problems.push(`${path}: canonicals ${com} and ${us} should differ by host only`);
}
const canonicals = (domain: string) =>
  readFileSync(resolve("build", domain, "sitemap.xml"), "utf8").match(/<loc>[^<]+<\/loc>/g) ?? [];
if (DOMAINS.every((d) => existsSync(resolve("build", d, "sitemap.xml")))) {
  const [com, us] = DOMAINS.map((d) => canonicals(d).map((loc) => new URL(loc.slice(5, -6)).pathname));
  if (JSON.stringify(com) !== JSON.stringify(us))
    problems.push("build/com and build/us list different pages in sitemap.xml");
}

if (problems.length > 0) {
  console.error(
    `check: ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`,
  );
  // Set, not exited with: a long report must drain to a pipe before the process ends.
  process.exitCode = 1;
} else {
  console.log(
    `check: ${compiled.manifest.length} pages on each of ${DOMAINS.join(", ")}: files, links, anchors, host rules, canonicals, head tags, social cards, JSON-LD, the feed and sitemap.xml (XSD-valid) agree`,
  );
}
