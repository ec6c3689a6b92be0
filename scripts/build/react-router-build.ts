import { spawn } from "node:child_process";
import { GENERATED_DIR_ENV } from "#app/core/content/index.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";

/**
 * `react-router build` for one domain, against the staged content, into `buildDirectory`; resolves
 * with its exit code and output (printed only when it fails).
 */
export function reactRouterBuild(
  domain: SiteDomain,
  { buildDirectory, generatedDir }: { buildDirectory: string; generatedDir: string },
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn("npx", ["react-router", "build"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        SITE_DOMAIN: domain,
        [GENERATED_DIR_ENV]: generatedDir,
        REACT_ROUTER_BUILD_DIR: buildDirectory,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => done({ code, output }));
  });
}
