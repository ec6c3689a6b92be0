/**
 * `npm run content`: compile content/ into .generated/. Exits 1 with every error, writing nothing.
 * `--watch` (used by `npm run dev`) recompiles on each change under content/ or public/, keeping
 * its cache in memory, so a rebuild after one edit reads, renders and checks only what changed.
 * `--check` compiles and reports without writing anything: a writer's quick "is my file right?".
 *
 * It sets process.exitCode rather than calling process.exit(): a report of thousands of errors
 * is longer than a pipe holds, and exiting at once would cut it short before stderr drains.
 */
import { watch } from "node:fs";
import { join, resolve } from "node:path";
import { GENERATED_DIR } from "#app/core/content/index.ts";
import { emitContent, updateGenerated } from "#scripts/content/steps/emit.ts";
import { compileAndEmit, compileOrReport, projectCompiler } from "./pipeline.ts";

const projectDir = resolve(process.env.CONTENT_PROJECT_DIR ?? process.cwd());
const compiler = projectCompiler(projectDir);

if (process.argv.includes("--watch")) {
  const out = join(projectDir, GENERATED_DIR);
  let written: Map<string, string> | undefined;
  let saveTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  const rebuild = async () => {
    const result = await compileOrReport(projectDir, compiler);
    if (stopping) return;
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
  const watchers = ["content", "public"].map((dir) =>
    watch(join(projectDir, dir), { recursive: true }, onChange),
  );
  // Stop watching and save the cache; with nothing left to wait for, the process ends.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const watcher of watchers) watcher.close();
      clearTimeout(timer);
      clearTimeout(saveTimer);
      compiler.saveCache();
    });
  }
  console.log("content: watching content/ and public/");
} else if (process.argv.includes("--check")) {
  if (!(await compileOrReport(projectDir, compiler))) process.exitCode = 1;
} else {
  const ok = (await compileAndEmit(projectDir, compiler)) !== null;
  compiler.saveCache();
  if (!ok) process.exitCode = 1;
}
