/**
 * `npm run build`: compile content, then build and prerender each domain (SITE_DOMAIN=com, then us).
 *
 * Everything is built into one staging folder first: the compiled content, React Router's output
 * and each finished domain folder with its feed and social cards. Only when all of it is done do
 * build/ and .generated/ change, each by swapping the finished folder in (replace-dir.ts). A
 * failure or a kill at any earlier moment leaves the previous build whole and serving.
 *
 * The Open Graph cards are drawn in this process while React Router builds in a child process,
 * so the two cores share the work.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { GENERATED_DIR } from "#app/core/content/index.ts";
import { DOMAINS, type SiteDomain } from "#app/core/locale/index.ts";
import { analyticsIdFor } from "#app/core/seo/index.ts";
import { copyOgCards, ogJobs, renderOgCards } from "#scripts/assets/social-cards/og-cards.ts";
import {
  compileOrReport,
  projectCompiler,
  recoverDir,
  replaceDir,
  replaceDirIfChanged,
  writeGenerated,
  type CompileResult,
} from "#scripts/content/index.ts";
import { editorBundle } from "./cms/bundle.ts";
import { writeDomainFiles } from "./domain-files.ts";
import { reactRouterBuild } from "./react-router-build.ts";

const projectDir = resolve(".");
/** Where build/ and .generated/ live: the project, unless a test points the build elsewhere. */
const outputRoot = resolve(process.env.TRACKER_OUTPUT_DIR ?? ".");
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

// `npm run build -- us --out build/preview` builds one domain into another folder (a preview, or
// the consent tests' build with ANALYTICS_ID set); by default both domains go to build/<domain>.
const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const outOverride = outAt >= 0 ? resolve(args.splice(outAt, 2)[1]!) : undefined;
const domains = (args.length ? args : DOMAINS) as SiteDomain[];

const buildDir = join(outputRoot, "build");
const generatedDir = join(outputRoot, GENERATED_DIR);

/**
 * The build; resolves with the exit code, 1 when it cannot start or fails. The code is set, never
 * exited with, so that a long error report drains to a pipe before the process ends.
 */
async function main(): Promise<number> {
  if (outOverride && domains.length !== 1) {
    console.error("build: --out needs exactly one domain, e.g. `npm run build -- us --out build/preview`");
    return 1;
  }

  recoverDir(buildDir);
  recoverDir(generatedDir);
  // Staging folders of builds that were killed: nothing refers to them. One whose build is still
  // running is that build's own: two builds may run at once (the atomic-build test's beside another).
  for (const dir of new Set([outputRoot, projectDir])) {
    for (const name of readdirSync(dir)) {
      const pid = /^\.build-staging-(\d+)$/.exec(name)?.[1];
      if (pid && !isRunning(Number(pid))) rmSync(join(dir, name), { recursive: true, force: true });
    }
  }

  const compiler = projectCompiler(projectDir);
  const compiled = await compileOrReport(projectDir, compiler);
  compiler.saveCache();
  if (!compiled) return 1;
  return buildDomains(compiled);
}

/** Whether a process with this id is running (one that is not ours to signal is running too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Builds every domain from the compiled content into staging, then swaps it in: 0 when it did. */
async function buildDomains(compiled: CompileResult): Promise<number> {
  const staging = join(outputRoot, `.build-staging-${process.pid}`);
  // React Router's own output stays inside the project: its prerender imports the server build,
  // whose packages resolve from the project's node_modules.
  const reactRouterStaging = join(projectDir, `.build-staging-${process.pid}`, "react-router");
  const stagedGenerated = join(staging, "generated");
  writeGenerated(compiled, stagedGenerated);

  const analyticsId = analyticsIdFor(compiled.content.us.data.site.analyticsId, process.env);
  const jobs = new Map(domains.map((domain) => [domain, ogJobs(compiled, domain)]));
  const ogStarted = performance.now();
  const cards = renderOgCards([...jobs.values()].flat()).then((drawn) =>
    console.log(`og: ${drawn} cards drawn in ${seconds(ogStarted)} s`),
  );
  // Both domains' React Router builds at once: each is mostly one thread (the bundler's JS hooks,
  // then the prerender), so on two cores the pair takes little longer than one.
  const reactRouterDirOf = (domain: SiteDomain) => join(reactRouterStaging, domain);
  // The editor's bundle depends on code only: from the cache, or built while the domains build.
  const editor = editorBundle();
  editor.catch(() => {}); // awaited (and reported) where /admin/ is written
  const reactRouterBuilds = new Map(
    domains.map((domain) => [
      domain,
      reactRouterBuild(domain, { buildDirectory: reactRouterDirOf(domain), generatedDir: stagedGenerated }),
    ]),
  );
  try {
    for (const domain of domains) {
      const t = performance.now();
      const result = await reactRouterBuilds.get(domain)!;
      if (result.code !== 0) {
        console.error(result.output);
        throw new Error(`build ${domain}: react-router build failed`);
      }
      const pages = await writeDomainFiles(
        domain,
        compiled,
        {
          clientDir: join(reactRouterDirOf(domain), "client"),
          outDir: stagedSiteOf(staging, domain),
          generatedDir: stagedGenerated,
          vercelFile: join(staging, "site", "vercel", `${domain}.json`),
          projectDir,
        },
        { analyticsId, editor },
      );
      console.log(
        `build ${domain}: staged in ${seconds(t)} s, ${pages} pages indexed${analyticsId ? ` (analytics ${analyticsId})` : ""}`,
      );
    }
    await cards;
    for (const domain of domains) copyOgCards(jobs.get(domain)!, stagedSiteOf(staging, domain));
    if (process.env.TRACKER_HOLD_BEFORE_SWAP) await holdBeforeSwap();
    swapIn(staging, stagedGenerated);
    console.log(
      `build: ${relative(projectDir, outOverride ?? buildDir) || "."} (${domains.join(", ")}) done in ${seconds(started)} s`,
    );
    return 0;
  } catch (error) {
    // The other domain's build may still be writing into staging: let it end before cleaning up.
    await Promise.all(reactRouterBuilds.values());
    await cards.catch(() => {});
    console.error(error instanceof Error ? error.message : error);
    console.error("build: failed; build/ and .generated/ are unchanged");
    return 1;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(dirname(reactRouterStaging), { recursive: true, force: true });
  }
}

const stagedSiteOf = (staging: string, domain: SiteDomain) => join(staging, "site", domain);

/**
 * Everything is ready: swap it in. A full build replaces build/ whole; one domain replaces its
 * folder (or the --out folder).
 */
function swapIn(staging: string, stagedGenerated: string): void {
  if (outOverride) {
    mkdirSync(dirname(outOverride), { recursive: true });
    replaceDir(stagedSiteOf(staging, domains[0]!), outOverride);
  } else if (domains.length === DOMAINS.length) replaceDir(join(staging, "site"), buildDir);
  else
    for (const domain of domains) {
      mkdirSync(join(buildDir, "vercel"), { recursive: true });
      replaceDir(stagedSiteOf(staging, domain), join(buildDir, domain));
      renameSync(
        join(staging, "site", "vercel", `${domain}.json`),
        join(buildDir, "vercel", `${domain}.json`),
      );
    }
  // Servers already running (the browser tests' own, while they build their variant) bundle
  // .generated/receiver.json into their Function: left as it is when nothing in it changed.
  replaceDirIfChanged(stagedGenerated, generatedDir);
}

/**
 * Stops here for good, saying so: the atomic-build test (tests/unit/atomic-build.test.ts) kills the
 * build at this moment, everything staged and nothing swapped in. Without the hold, that moment
 * lasts as long as the social cards take after the last domain is staged, sometimes no time at all.
 */
async function holdBeforeSwap(): Promise<never> {
  console.log("build: staged; holding before the swap");
  return new Promise<never>(() => setInterval(() => {}, 60_000));
}

process.exitCode = await main();
