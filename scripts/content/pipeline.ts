/**
 * Compile content/ and write .generated/, reporting content errors as the writer should see them.
 * Shared by `npm run content` (and its watcher) and `npm run build`.
 */
import { join } from "node:path";
import { compileContent, type CompileResult } from "./compile.ts";
import { emitContent, GENERATED_DIR } from "./emit.ts";
import { ContentBuildError } from "./errors.ts";

/** The compiled content, or null after printing every content error (nothing is written then). */
export function compileAndEmit(projectDir: string): CompileResult | null {
  const started = performance.now();
  try {
    const result = compileContent(projectDir);
    emitContent(result, join(projectDir, GENERATED_DIR));
    console.log(
      `content: ${result.manifest.manifest.length} pages compiled in ${Math.round(performance.now() - started)} ms`,
    );
    return result;
  } catch (error) {
    if (error instanceof ContentBuildError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}
