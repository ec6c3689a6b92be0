// `npm start`: install (when node_modules is missing or older than the lock file), build both
// domains, then serve build/com on localhost. Plain JavaScript: it runs before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const run = (args) => {
  const result = spawnSync("npm", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const installed =
  existsSync("node_modules/.package-lock.json") &&
  statSync("node_modules/.package-lock.json").mtimeMs >= statSync("package-lock.json").mtimeMs;
if (!installed) run(["ci", "--no-audit", "--no-fund"]);
run(["run", "build"]);
run(["run", "serve", "--", "build/com"]);
