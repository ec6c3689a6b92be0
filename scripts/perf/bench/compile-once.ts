/**
 * One `npm run content` over a project folder, in its own process, as the benchmark measures it:
 * prints the wall time and the process's peak memory (RSS) as JSON. With `--then-edit <file>`,
 * it then appends a sentence to that file and times the rebuild the way `npm run dev`'s watcher
 * does it: the same compiler, its cache still in memory.
 */
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { createCompiler } from "../../content/compile.ts";
import { emitContent, updateGenerated } from "../../content/emit.ts";

const [projectDir, cacheDir, flag, editFile] = process.argv.slice(2) as [string, string, string?, string?];
const compiler = createCompiler(projectDir, { cacheDir });
const written = new Map<string, string>();
const run = async (emit: "full" | "update") => {
  const started = performance.now();
  const result = await compiler.compile();
  if (emit === "full") emitContent(result, join(projectDir, ".generated"));
  else updateGenerated(result, join(projectDir, ".generated"), written);
  return {
    ms: Math.round(performance.now() - started),
    pages: result.manifest.manifest.length,
    rendered: result.stats.rendered,
  };
};

const first = await run("full");
compiler.saveCache();
let watchEdit: Awaited<ReturnType<typeof run>> | undefined;
if (flag === "--then-edit" && editFile) {
  appendFileSync(editFile, "\nOne more sentence, written while the watcher runs.\n");
  // The watcher's first update writes every JSON file once; the timed one is an edit after that.
  await run("update");
  appendFileSync(editFile, "\nAnd another, a moment later.\n");
  watchEdit = await run("update");
  compiler.saveCache();
}
// CPU time of every thread (the workers' too): on a shared machine, wall time also holds waits for a core.
const { user, system } = process.cpuUsage();
console.log(
  JSON.stringify({
    ...first,
    watchEdit,
    cpuMs: Math.round((user + system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
