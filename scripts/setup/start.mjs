// `npm start` (after scripts/setup/ensure-installed.mjs has installed what is missing): build both
// domains, then serve build/com on localhost. A failed step ends it with that step's exit code.
import { spawnSync } from "node:child_process";

/** Runs one npm command with this terminal; true when it succeeded, else its code becomes ours. */
const run = (args) => {
  const result = spawnSync("npm", args, { stdio: "inherit" });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
  return result.status === 0;
};
if (run(["run", "build"])) run(["run", "serve", "--", "build/com"]);
