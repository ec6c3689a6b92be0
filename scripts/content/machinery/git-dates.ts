/**
 * When each content file last changed, from git: one `git log` over a folder per compile (tens of
 * milliseconds however many files), rather than one process per file. A file git does not know
 * (not committed yet), a shallow clone (whose cut-off commit would claim every file) or a folder
 * outside a repository gives no dates, and the caller falls back on the frontmatter's `updated`.
 */
import { spawnSync } from "node:child_process";
import { relative } from "node:path";

/** Project-relative path (content/docs/<category>/<page>.md) -> the committer date of its last commit (ISO 8601). */
export type GitDates = ReadonlyMap<string, string>;

function git(projectDir: string, args: string[]): string | undefined {
  const result = spawnSync("git", args, { cwd: projectDir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** The last commit date of every file git knows under `folder` (a path inside `projectDir`). */
export function gitDates(projectDir: string, folder: string): GitDates {
  const dates = new Map<string, string>();
  if (git(projectDir, ["rev-parse", "--is-shallow-repository"])?.trim() !== "false") return dates;
  const rel = relative(projectDir, folder).split("\\").join("/") || ".";
  // Newest first: a file's first appearance is its last change. --relative: paths from projectDir.
  const log = git(projectDir, ["log", "--format=%x00%cI", "--name-only", "--relative", "--", rel]);
  if (!log) return dates;
  for (const commit of log.split("\0").slice(1)) {
    const [date, ...files] = commit.split("\n").filter(Boolean);
    for (const file of files) if (!dates.has(file)) dates.set(file, date!);
  }
  return dates;
}
