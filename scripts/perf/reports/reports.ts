/**
 * Where the measuring tools write their runs: reports/<tool>/<UTC time>.md, git-ignored. A run is
 * a reading of one machine at one moment; docs/performance.md keeps the method, the latest table a
 * maintainer chose to keep, and the decisions, rather than every run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const REPORTS_DIR = "reports";

/** Writes a run's report and returns its path, relative to the project. */
export function writeRun(tool: string, markdown: string, at = new Date(), root = process.cwd()): string {
  const dir = join(root, REPORTS_DIR, tool);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${at.toISOString().replace(/[:.]/g, "-")}.md`);
  writeFileSync(file, markdown.endsWith("\n") ? markdown : `${markdown}\n`);
  return relative(root, file);
}
