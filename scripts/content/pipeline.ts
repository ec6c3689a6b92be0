/**
 * Compile content/, reporting content errors as the writer should see them. Shared by
 * `npm run content` (and its watcher) and `npm run build`.
 */
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_DIR } from "#app/core/content/index.ts";
import { errorAnnotation, errorSummary } from "#scripts/content/report/annotations.ts";
import { createCompiler, type CompileResult } from "./compile.ts";
import { CONTENT_CACHE_DIR } from "#scripts/content/machinery/content-cache.ts";
import { emitContent } from "#scripts/content/steps/emit.ts";
import { ContentBuildError, type ContentError } from "#scripts/content/report/errors.ts";

export type Compiler = ReturnType<typeof createCompiler>;

/** A compiler for the project, caching in node_modules/.cache. */
export function projectCompiler(projectDir: string): Compiler {
  return createCompiler(projectDir, { cacheDir: join(projectDir, CONTENT_CACHE_DIR) });
}

/**
 * In a GitHub Actions step, each error also as an annotation on its file and line (stdout, where
 * the toolkit writes its commands), and all of them in the step summary.
 */
function reportToGitHub(errors: readonly ContentError[], env = process.env): void {
  if (env.GITHUB_ACTIONS === "true") console.log(errors.map(errorAnnotation).join("\n"));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, errorSummary(errors));
}

/**
 * The compiled content, or null after printing every content error. Writes nothing but the cache
 * (and, in GitHub Actions, the step summary).
 */
export async function compileOrReport(
  projectDir: string,
  compiler = projectCompiler(projectDir),
): Promise<CompileResult | null> {
  const started = performance.now();
  try {
    const result = await compiler.compile();
    const ms = Math.round(performance.now() - started);
    const { rendered, reused } = result.stats;
    console.log(
      `content: ${result.manifest.manifest.length} pages compiled in ${ms} ms (${rendered} rendered, ${reused} from the cache)`,
    );
    return result;
  } catch (error) {
    if (error instanceof ContentBuildError) {
      console.error(error.message);
      reportToGitHub(error.errors);
      return null;
    }
    throw error;
  }
}

/** `npm run content`: compile, then swap the output into .generated/ (only when nothing failed). */
export async function compileAndEmit(projectDir: string, compiler?: Compiler): Promise<CompileResult | null> {
  const result = await compileOrReport(projectDir, compiler);
  if (result) emitContent(result, join(projectDir, GENERATED_DIR));
  return result;
}
