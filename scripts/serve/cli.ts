/** `npm run serve -- build/com [port]`: serve a built domain on loopback and print its URL. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createStaticServer } from "./static-server.ts";

const root = resolve(process.argv[2] ?? "build/com");
const port = Number(process.argv[3] ?? process.env.PORT ?? 4173);
if (!existsSync(resolve(root, "index.html"))) {
  console.error(`${root} has no index.html: run \`npm run build\` first`);
  process.exit(1);
}
createStaticServer(root).listen(port, "127.0.0.1", () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}`);
});
