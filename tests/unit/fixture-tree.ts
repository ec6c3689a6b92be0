/**
 * Content trees for the pipeline's tests, built on tests/fixtures/site (a small made-up site, so
 * no test reads the real content/). A bad-content case lays its files over it; its `remove.txt`
 * lists files to delete and its `symlinks.json` maps link paths to targets, for the faults that
 * a plain file cannot express.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileContent } from "#scripts/content/compile.ts";
import { ContentBuildError, type ContentError } from "#scripts/content/report/errors.ts";

export const FIXTURE_SITE = "tests/fixtures/site";
export const BAD_CONTENT_DIR = "tests/fixtures/bad-content";

/** A fresh copy of the fixture site (content/ and public/) in a temporary folder. */
export function fixtureTree(prefix = "site"): string {
  const dir = mkdtempSync(join(tmpdir(), `tracker-${prefix}-`));
  cpSync(FIXTURE_SITE, dir, { recursive: true });
  return dir;
}

export function treeForCase(caseName: string): string {
  const dir = fixtureTree(`bad-${caseName}`);
  const caseDir = join(BAD_CONTENT_DIR, caseName);
  for (const part of ["content", "public"]) {
    if (existsSync(join(caseDir, part))) cpSync(join(caseDir, part), join(dir, part), { recursive: true });
  }
  const removals = join(caseDir, "remove.txt");
  if (existsSync(removals)) {
    for (const file of readFileSync(removals, "utf8").split("\n").filter(Boolean))
      rmSync(join(dir, file), { recursive: true });
  }
  const links = join(caseDir, "symlinks.json");
  if (existsSync(links)) {
    for (const [path, target] of Object.entries(
      JSON.parse(readFileSync(links, "utf8")) as Record<string, string>,
    )) {
      symlinkSync(target, join(dir, path));
    }
  }
  return dir;
}

/**
 * Every content error a compile of `dir` reports (none when it compiles); anything else it throws
 * is thrown on, so a crash never passes for a clean build.
 */
export async function compileErrors(dir: string): Promise<ContentError[]> {
  try {
    await compileContent(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentBuildError) return error.errors;
    throw error;
  }
}
