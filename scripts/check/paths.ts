/**
 * A step of `npm run lint`: every comment and doc that names a path of this repository
 * (path-references.ts). Prints `file:line path: no such file or folder` for each stale name and
 * sets exit code 1.
 */
import { formatStalePath, stalePaths } from "./path-references.ts";

const stale = stalePaths(process.cwd());
if (stale.length > 0) {
  console.error(stale.map(formatStalePath).join("\n"));
  console.error(`paths: ${stale.length} name${stale.length === 1 ? "" : "s"} of files that do not exist`);
  process.exitCode = 1;
} else {
  console.log("paths: every path named in comments and docs exists");
}
