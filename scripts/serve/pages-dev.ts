/**
 * Serves a built domain folder with Cloudflare's own runtime, `wrangler pages dev`, the way
 * Cloudflare Pages serves it in production: `_redirects`, `_headers`, `404.html`, clean URLs and
 * the Pages Functions under functions/. Used by `npm run serve`, `npm start`, the Playwright
 * suite and the Lighthouse run, so every one of them sees what visitors will see.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { LEADS_DATABASE, PAGES_DEV_ENV, WRANGLER_BIN } from "#backend/host/index.ts";

export type PagesDevOptions = {
  /** The folder to serve, e.g. build/com. */
  dir: string;
  port: number;
  /** Where local bindings (D1) keep their data: one folder per server, so two never share a database file. */
  stateDir?: string;
};

function stateDirOf({ port, stateDir }: Pick<PagesDevOptions, "port" | "stateDir">): string {
  return stateDir ?? join(".wrangler", "state", String(port));
}

/** The wrangler command line for one server, on loopback, with the compatibility date of wrangler.toml. */
function pagesDevArgs({ dir, port, stateDir }: PagesDevOptions): string[] {
  return [
    "pages",
    "dev",
    dir,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    stateDirOf({ port, stateDir }),
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
  ];
}

/**
 * A served build is not being edited, so wrangler runs without two development aids, switched off
 * by patches/wrangler+4.86.0.patch:
 * - the devtools inspector, which relays an event for each chunk of every response through
 *   wrangler's own process and logs each one to disk. In a full e2e run the servers then used 105
 *   CPU-seconds instead of 185, and their logs shrank from 37 MB to 20 KB;
 * - esbuild's watch mode over the Functions bundle, which polls its inputs: about 3 % of a core
 *   for each idle server. Restart the server to serve edited Functions.
 */
const SERVED_BUILD_ENV = { WRANGLER_INSPECTOR: "false", WRANGLER_WATCH: "false" };

/** How `npm run serve` begins the line saying a server stopped unasked (`npm test` repeats it). */
export const SERVER_STOPPED = "serve: the server of";

/** What `npm run serve` prints once every one of several sites answers (the browser tests wait for it). */
export const SITES_READY = "serve: every site answers";

/**
 * Brings the server's local D1 database up to the migrations in migrations/ (already applied ones
 * are skipped), so the forms' receiver finds its table on the first request. Without blocking, so
 * that servers started together (the browser tests' three) make their databases at once.
 */
async function applyLocalMigrations(stateDir: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [WRANGLER_BIN, "d1", "migrations", "apply", LEADS_DATABASE, "--local", "--persist-to", stateDir],
    { encoding: "utf8", env: { ...process.env, ...PAGES_DEV_ENV, CI: "true" } },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`wrangler d1 migrations apply failed:\n${error.stdout}\n${error.stderr}`);
  });
}

/** Whether a server answers at `url`, with anything at all (a redirect too). */
export const answers = (url: string): Promise<boolean> =>
  fetch(url, { redirect: "manual" }).then(
    () => true,
    () => false,
  );

/** Starts the server; resolves with the child process once the site answers. */
export async function startPagesDev(options: PagesDevOptions, timeoutMs = 60_000): Promise<ChildProcess> {
  await applyLocalMigrations(stateDirOf(options));
  const child = spawn(process.execPath, [WRANGLER_BIN, ...pagesDevArgs(options)], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...PAGES_DEV_ENV, ...SERVED_BUILD_ENV },
  });
  const url = `http://127.0.0.1:${options.port}/`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with code ${child.exitCode}`);
    if (await answers(url)) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`wrangler pages dev did not answer at ${url} within ${timeoutMs / 1000} s`);
}
