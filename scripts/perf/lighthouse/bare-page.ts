import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";

/** React Router's starting point and nothing else: the floor any React Router site starts from. */
const BARE_APP = resolve("scripts/perf/lighthouse/bare-react-router");
const BARE_BUILD = resolve("node_modules/.cache/tracker-lighthouse/bare");

/** Builds the bare page; resolves with the folder to serve, or null after printing why it failed. */
export function buildBarePage(): string | null {
  rmSync(BARE_BUILD, { recursive: true, force: true });
  const build = spawnSync("npx", ["react-router", "build"], {
    cwd: BARE_APP,
    env: { ...process.env, REACT_ROUTER_BUILD_DIR: BARE_BUILD },
    encoding: "utf8",
  });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    return null;
  }
  // As the site's build does: every route is prerendered, so the SPA fallback is never served.
  rmSync(join(BARE_BUILD, "client", "__spa-fallback.html"), { force: true });
  return join(BARE_BUILD, "client");
}
