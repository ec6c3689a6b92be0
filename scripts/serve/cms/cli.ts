/**
 * `npm run cms`: the content watcher, the dev site with the editor at /admin/, and Decap's local
 * backend (decap-server, which reads and writes the working tree), on the ports of CMS_PORT
 * (default 5173) and CMS_BACKEND_PORT (default 8081). The editor is told the backend's address
 * (config.yml's local_backend), so both ports can move.
 */
import { spawn } from "node:child_process";
import { cmsPorts, CMS_PORT_ENV } from "#scripts/build/cms/ports.ts";

const ports = cmsPorts(process.env);
const commands = [
  "tsx scripts/content/cli.ts --watch",
  `react-router dev --port ${ports.site} --strictPort`,
  `BIND_HOST=127.0.0.1 MODE=fs PORT=${ports.backend} decap-server`,
];
console.log(
  `cms: the editor at http://127.0.0.1:${ports.site}/admin/, its local backend on port ${ports.backend}`,
);
const child = spawn("npx", ["concurrently", "-k", "-n", "content,site,cms", ...commands], {
  stdio: "inherit",
  env: {
    ...process.env,
    [CMS_PORT_ENV.site]: String(ports.site),
    [CMS_PORT_ENV.backend]: String(ports.backend),
  },
});
child.on("exit", (code) => (process.exitCode = code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
