/**
 * `npm run serve -- build/com [port]`: serve a built domain on loopback with Cloudflare's runtime
 * (pages-dev.ts) and print its URL. Stops with the process (Ctrl-C). Failures set the exit code
 * rather than exiting, so what was printed reaches a pipe whole.
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { SERVER_STOPPED, startPagesDev } from "./pages-dev.ts";

const dir = relative(process.cwd(), resolve(process.argv[2] ?? "build/com")) || ".";
const port = Number(process.argv[3] ?? process.env.PORT ?? 4173);

async function serve(): Promise<void> {
  if (!existsSync(resolve(dir, "index.html"))) {
    console.error(`${dir} has no index.html: run \`npm run build\` first`);
    process.exitCode = 1;
    return;
  }
  const started = performance.now();
  const server = await startPagesDev({ dir, port }).catch((error: Error) => {
    console.error(`serve: ${error.message}`);
    process.exitCode = 1;
  });
  if (!server) return;
  console.log(
    `Serving ${dir} at http://127.0.0.1:${port} (wrangler pages dev, ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      stopping = true;
      server.kill(signal);
    });
  // The process ends with the server, with its exit code. A server that stops unasked says so, in
  // a line `npm test` repeats at its end, as a run's failures then come from the missing server.
  server.on("exit", (code, signal) => {
    process.exitCode = code ?? (stopping ? 0 : 1);
    if (!stopping)
      console.error(
        `${SERVER_STOPPED} ${dir} at port ${port} stopped at ${new Date().toISOString()}, ${signal ? `killed by ${signal}` : `exit code ${code}`}`,
      );
  });
}

await serve();
