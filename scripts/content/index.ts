/**
 * The content compiler as the build and the tools use it: compile content/ (reporting every
 * error), write its output, and swap a finished folder into place.
 */
export { compileContent, createCompiler, type CompileResult } from "./compile.ts";
export { recoverDir, replaceDir, replaceDirIfChanged } from "./machinery/replace-dir.ts";
export { compileAndEmit, compileOrReport, projectCompiler } from "./pipeline.ts";
export { emitContent, updateGenerated, writeGenerated } from "./steps/emit.ts";
