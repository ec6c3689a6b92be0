/**
 * `npm run build`: compile content, then build and prerender each domain (SITE_DOMAIN=com, then us)
 * into build/<domain>/, a folder any static host serves as it is.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { postBuild } from "./build/postbuild.ts";
import { compileAndEmit } from "./content/pipeline.ts";
import { DOMAINS, type SiteDomain } from "./site-domain.ts";

const projectDir = resolve(".");
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

const compiled = compileAndEmit(projectDir);
if (!compiled) process.exit(1);

const domains = (process.argv.slice(2).length ? process.argv.slice(2) : DOMAINS) as SiteDomain[];
for (const domain of domains) {
  const t = performance.now();
  const rrDir = join(projectDir, "build", ".react-router", domain);
  rmSync(rrDir, { recursive: true, force: true });
  const result = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, SITE_DOMAIN: domain }, encoding: "utf8" });
  if (result.status !== 0) {
    console.error(result.stdout);
    console.error(`build ${domain}: react-router build failed`);
    process.exit(1);
  }
  postBuild(domain, join(rrDir, "client"), join(projectDir, "build", domain), compiled.manifest);
  rmSync(rrDir, { recursive: true, force: true });
  console.log(`build ${domain}: build/${domain} in ${seconds(t)} s`);
}
console.log(`build: done in ${seconds(started)} s`);
