/**
 * The content compiler as the build and the tools use it: compile content/ (reporting every
 * error), write its output, and swap a finished folder into place.
 */
export { type CompileResult } from "./compile.ts";
export { recoverDir, replaceDir, replaceDirIfChanged } from "./machinery/replace-dir.ts";
export { compileOrReport, projectCompiler } from "./pipeline.ts";
export { writeGenerated } from "./steps/emit.ts";
