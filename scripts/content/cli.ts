/**
 * `npm run content`: compile content/ into .generated/. Exits 1 with every error, writing nothing.
 * `--watch` (used by `npm run dev`) recompiles on each change under content/ or public/, keeping
 * its cache in memory, so a rebuild after one edit reads, renders and checks only what changed.
 * `--check` compiles and reports without writing anything: a writer's quick "is my file right?".
 */
import { watch } from "node:fs";
import { join, resolve } from "node:path";
import { GENERATED_DIR } from "../../app/core/content/generated-files.ts";
import { emitContent, updateGenerated } from "./emit.ts";
import { compileAndEmit, compileOrReport, projectCompiler } from "./pipeline.ts";

const projectDir = resolve(process.env.CONTENT_PROJECT_DIR ?? process.cwd());
const compiler = projectCompiler(projectDir);

if (process.argv.includes("--watch")) {
  const out = join(projectDir, GENERATED_DIR);
  let written: Map<string, string> | undefined;
  let saveTimer: NodeJS.Timeout | undefined;
  const rebuild = async () => {
    const result = await compileOrReport(projectDir, compiler);
    if (result && !written) {
      emitContent(result, out);
      written = new Map();
    } else if (result) updateGenerated(result, out, written!);
    // The cache file is written when the writer pauses, not after every save of a file.
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => compiler.saveCache(), 3000);
  };
  await rebuild();
  let timer: NodeJS.Timeout | undefined;
  const onChange = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 80);
  };
  for (const dir of ["content", "public"]) watch(join(projectDir, dir), { recursive: true }, onChange);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      compiler.saveCache();
      process.exit(0);
    });
  }
  console.log("content: watching content/ and public/");
} else if (process.argv.includes("--check")) {
  if (!(await compileOrReport(projectDir, compiler))) process.exit(1);
} else {
  const ok = (await compileAndEmit(projectDir, compiler)) !== null;
  compiler.saveCache();
  if (!ok) process.exit(1);
}
