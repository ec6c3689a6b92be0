/**
 * `npm run build`: compile content, then build and prerender each domain (SITE_DOMAIN=com, then us)
 * into build/<domain>/, a folder any static host serves as it is. The Open Graph cards are drawn in
 * this process while React Router builds in a child process, so the two cores share the work.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { toUkText } from "../app/lib/locale/spelling.ts";
import { HREFLANG } from "../app/lib/seo.ts";
import { FEED_PATH } from "../app/lib/site-paths.ts";
import { analyticsIdFor } from "./analytics-id.ts";
import { rssFeed } from "./build/feed.ts";
import { copyOgCards, ogJobs, renderOgCards } from "./build/og-cards.ts";
import { postBuild } from "./build/postbuild.ts";
import { compileAndEmit } from "./content/pipeline.ts";
import { DOMAINS, type SiteDomain } from "./site-domain.ts";

const projectDir = resolve(".");
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

const compiled = compileAndEmit(projectDir);
if (!compiled) process.exit(1);

/** Runs `react-router build` for one domain; resolves with its exit code and output. */
function reactRouterBuild(domain: SiteDomain): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn("npx", ["react-router", "build"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, SITE_DOMAIN: domain },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => done({ code, output }));
  });
}

// `npm run build -- us --out build/preview` builds one domain into another folder (a preview, or
// the consent tests' build with ANALYTICS_ID set); by default both domains go to build/<domain>.
const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const outOverride = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
const domains = (args.length ? args : DOMAINS) as SiteDomain[];
if (outOverride && domains.length !== 1) {
  console.error("build: --out needs exactly one domain, e.g. `npm run build -- us --out build/preview`");
  process.exit(1);
}
const outDirOf = (domain: SiteDomain) => resolve(outOverride ?? join("build", domain));
const analyticsId = analyticsIdFor(compiled.content.site.analyticsId);
const jobs = new Map(domains.map((domain) => [domain, ogJobs(compiled, domain)]));
const ogStarted = performance.now();
const cards = renderOgCards([...jobs.values()].flat()).then((drawn) =>
  console.log(`og: ${drawn} cards drawn in ${seconds(ogStarted)} s`),
);

for (const domain of domains) {
  const t = performance.now();
  const rrDir = join(projectDir, "build", ".react-router", domain);
  rmSync(rrDir, { recursive: true, force: true });
  const result = await reactRouterBuild(domain);
  if (result.code !== 0) {
    console.error(result.output);
    console.error(`build ${domain}: react-router build failed`);
    process.exit(1);
  }
  const outDir = outDirOf(domain);
  postBuild(domain, join(rrDir, "client"), outDir, compiled.manifest, analyticsId);
  rmSync(rrDir, { recursive: true, force: true });
  const spell = (text: string) => (domain === "com" ? toUkText(text, compiled.spelling) : text);
  const feedFile = join(outDir, FEED_PATH);
  mkdirSync(dirname(feedFile), { recursive: true });
  writeFileSync(
    feedFile,
    rssFeed(
      compiled.content,
      { siteUrl: compiled.manifest.siteUrl[domain], language: HREFLANG[domain] },
      spell,
    ),
  );
  console.log(
    `build ${domain}: ${relative(projectDir, outDir)} in ${seconds(t)} s${analyticsId ? ` (analytics ${analyticsId})` : ""}`,
  );
}
await cards;
for (const domain of domains) copyOgCards(jobs.get(domain)!, outDirOf(domain));
console.log(`build: done in ${seconds(started)} s`);
