/**
 * Compile content/, reporting content errors as the writer should see them. Shared by
 * `npm run content` (and its watcher) and `npm run build`.
 */
import { join } from "node:path";
import { GENERATED_DIR } from "../../app/core/generated-files.ts";
import { compileContent, type CompileResult } from "./compile.ts";
import { emitContent } from "./emit.ts";
import { ContentBuildError } from "./errors.ts";
import { CONTENT_CACHE_DIR } from "./render-cache.ts";

/** The compiled content, or null after printing every content error. Writes nothing but the cache. */
export function compileOrReport(projectDir: string): CompileResult | null {
  const started = performance.now();
  try {
    const result = compileContent(projectDir, { cacheDir: join(projectDir, CONTENT_CACHE_DIR) });
    const ms = Math.round(performance.now() - started);
    console.log(`content: ${result.manifest.manifest.length} pages compiled in ${ms} ms`);
    return result;
  } catch (error) {
    if (error instanceof ContentBuildError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

/** `npm run content`: compile, then swap the output into .generated/ (only when nothing failed). */
export function compileAndEmit(projectDir: string): CompileResult | null {
  const result = compileOrReport(projectDir);
  if (result) emitContent(result, join(projectDir, GENERATED_DIR));
  return result;
}
