/**
 * Comments and docs that name a path of this repository ("see scripts/content/steps/load.ts")
 * go stale when the file moves. This finds every such name in the tracked source and docs and
 * reports the ones that lead nowhere, as `file:line path`, so `npm run lint` fails on them.
 *
 * A name counts when it starts with one of the repository's own top-level folders and stands on
 * its own (after a space, quote, backtick or bracket; never inside a URL or a site path such as
 * /modules/logos). `*` matches within a folder, and a name with a placeholder (`<slug>`,
 * `{form}`, `:slug`) is checked only up to it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Files whose comments or prose may name paths. */
const SCANNED = /\.(ts|tsx|js|mjs|md|css|sql|ya?ml|toml)$|^\.ci\/run$/;

export type StalePath = { file: string; line: number; path: string };

/** The repository's tracked files, relative to `root`. */
function trackedFiles(root: string): string[] {
  return execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
}

/** The top-level folders whose paths are checked: the tracked ones but fixtures' copies of them. */
function topFolders(files: readonly string[]): string[] {
  return [...new Set(files.filter((f) => f.includes("/")).map((f) => f.split("/")[0]!))];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `path` (maybe with `*`) names a file or folder under `root`. */
function exists(root: string, path: string): boolean {
  // A module is often named without its extension ("app/core/seo/seo").
  if (!path.includes("*"))
    return ["", ".ts", ".tsx", ".mjs"].some((ext) => existsSync(join(root, path + ext)));
  // One folder at a time, so `scripts/*/cli.ts` and `content/docs/*/_category.yaml` both work.
  const parts = path.split("/").filter(Boolean);
  const walk = (dir: string, rest: string[]): boolean => {
    if (rest.length === 0) return true;
    const [head, ...tail] = rest;
    if (!head!.includes("*")) return existsSync(join(dir, head!)) && walk(join(dir, head!), tail);
    const pattern = new RegExp(`^${head!.split("*").map(escape).join("[^/]*")}$`);
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return false;
    }
    return names.some((name) => pattern.test(name) && walk(join(dir, name), tail));
  };
  return walk(root, parts);
}

/** Code's comments: lines that are a comment, and what follows ` // ` on a line of code. */
const CODE = /\.(ts|tsx|js|mjs)$/;
function commentOf(line: string): string {
  const trimmed = line.trimStart();
  if (/^(\/\/|\/\*|\*)/.test(trimmed)) return line;
  const at = line.indexOf(" // ");
  return at === -1 ? "" : line.slice(at);
}

/** The path names in one file's text (a code file's comments only) that lead nowhere. */
export function stalePathsIn(
  root: string,
  file: string,
  text: string,
  folders: readonly string[],
): StalePath[] {
  const start = String.raw`(?<=^|[\s\`'"(\[<>{,=])`;
  const name = new RegExp(`${start}((?:${folders.map(escape).join("|")})/[\\w./*@+-]*)`, "g");
  const found: StalePath[] = [];
  text.split("\n").forEach((line, index) => {
    for (const match of (CODE.test(file) ? commentOf(line) : line).matchAll(name)) {
      // Cut at a placeholder, then drop what ends a sentence or a Markdown link.
      const path = match[1]!.split(/[<{]|:[a-z]/)[0]!.replace(/[.,;:)]+$/, "");
      if (path.endsWith("/") && path.split("/").filter(Boolean).length < 2) continue;
      if (!exists(root, path)) found.push({ file, line: index + 1, path });
    }
  });
  return found;
}

/** Every stale path name in the tracked files under `root`. */
export function stalePaths(root: string, files = trackedFiles(root)): StalePath[] {
  const folders = topFolders(files).filter((f) => !f.startsWith("."));
  const dotted = [".github", ".ci"].filter((f) => files.some((file) => file.startsWith(`${f}/`)));
  return files
    .filter(
      (file) => SCANNED.test(file) && !file.startsWith("tests/fixtures/") && existsSync(join(root, file)),
    )
    .flatMap((file) =>
      stalePathsIn(root, file, readFileSync(join(root, file), "utf8"), [...folders, ...dotted]),
    );
}

export const formatStalePath = (s: StalePath) => `${s.file}:${s.line} ${s.path}: no such file or folder`;
