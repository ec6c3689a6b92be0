// `npm start` (after scripts/setup/ensure-installed.mjs has installed what is missing): build both
// domains, then serve build/com on localhost.
import { spawnSync } from "node:child_process";

const run = (args) => {
  const result = spawnSync("npm", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(["run", "build"]);
run(["run", "serve", "--", "build/com"]);
