/**
 * `npm run serve -- build/com [port]`: serve a built domain on loopback with Cloudflare's runtime
 * (pages-dev.ts) and print its URL. `… build/com:4173 build/us:4174 …` serves several at once, as
 * the browser tests need, and prints SITES_READY once every one answers; with `--reuse`, a port
 * that already answers is left to the server on it. Stops with the process (Ctrl-C). Failures set
 * the exit code rather than exiting, so what was printed reaches a pipe whole.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { answers, SERVER_STOPPED, SITES_READY, startPagesDev } from "./pages-dev.ts";

type Site = { dir: string; port: number };

const args = process.argv.slice(2).filter((arg) => arg !== "--reuse");
const reuse = process.argv.includes("--reuse");

/** `dir [port]` for one site, or `dir:port` for each of several. */
function sitesOf(args: readonly string[]): Site[] {
  const site = (dir: string, port: number) => ({ dir: relative(process.cwd(), resolve(dir)) || ".", port });
  if (!args.some((arg) => /:\d+$/.test(arg)))
    return [site(args[0] ?? "build/com", Number(args[1] ?? process.env.PORT ?? 4173))];
  return args.map((arg) => {
    const at = arg.lastIndexOf(":");
    return site(arg.slice(0, at), Number(arg.slice(at + 1)));
  });
}

/** Starts one site's server: its process, "reused", or undefined when it could not start (said why). */
async function serveSite({ dir, port }: Site): Promise<ChildProcess | "reused" | undefined> {
  const url = `http://127.0.0.1:${port}`;
  if (!existsSync(resolve(dir, "index.html"))) {
    console.error(`${dir} has no index.html: run \`npm run build\` first`);
    return undefined;
  }
  if (reuse && (await answers(`${url}/`))) {
    console.log(`Reusing the server already at ${url} for ${dir}`);
    return "reused";
  }
  const started = performance.now();
  const server = await startPagesDev({ dir, port }).catch((error: Error) => {
    console.error(`serve: ${dir}: ${error.message}`);
  });
  if (!server) return undefined;
  console.log(
    `Serving ${dir} at ${url} (wrangler pages dev, ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return server;
}

async function serve(sites: readonly Site[]): Promise<void> {
  const started = performance.now();
  // All at once: each start is mostly waiting for wrangler, which the others' starts fill.
  const outcomes = await Promise.all(sites.map(serveSite));
  const running = sites.flatMap((site, i) => {
    const server = outcomes[i];
    return typeof server === "object" ? [{ site, server }] : [];
  });
  const servers = running.map(({ server }) => server);
  if (outcomes.includes(undefined)) {
    for (const server of servers) server.kill("SIGTERM");
    process.exitCode = 1;
    return;
  }
  if (sites.length > 1)
    console.log(`${SITES_READY}: ${sites.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // With every site reused there is no server to wait for, yet whoever started this (Playwright)
  // stops it when done, and a process that ended at once would look like one that failed.
  const idle = servers.length === 0 ? setInterval(() => undefined, 2 ** 30) : undefined;
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      stopping = true;
      clearInterval(idle);
      for (const server of servers) server.kill(signal);
    });
  // The process ends with its servers. A server that stops unasked says so, in a line `npm test`
  // repeats at its end, as a run's failures then come from the missing server.
  for (const { site, server } of running)
    server.on("exit", (code, signal) => {
      if (code) process.exitCode = code;
      if (stopping) return;
      process.exitCode ||= 1;
      const { dir, port } = site;
      console.error(
        `${SERVER_STOPPED} ${dir} at port ${port} stopped at ${new Date().toISOString()}, ${signal ? `killed by ${signal}` : `exit code ${code}`}`,
      );
    });
}

await serve(sitesOf(args));
