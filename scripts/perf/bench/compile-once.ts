/**
 * One `npm run content` over a project folder, in its own process, as the benchmark measures it:
 * prints the wall time and the process's peak memory (RSS) as JSON. With `--then-edit <file>`,
 * it then appends a sentence to that file, five times, and times each rebuild the way `npm run
 * dev`'s watcher does it (the same compiler, its cache still in memory): the median, the first
 * and the slowest.
 */
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { createCompiler } from "#scripts/content/compile.ts";
import { emitContent, updateGenerated } from "#scripts/content/steps/emit.ts";

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
/** Edits timed in the watcher: a writer saves a file again and again while `npm run dev` runs. */
const WATCHED_EDITS = 5;
let watchEdit: { ms: number; first: number; slowest: number; rendered: number } | undefined;
if (flag === "--then-edit" && editFile) {
  appendFileSync(editFile, "\nOne more sentence, written while the watcher runs.\n");
  // The watcher's first update writes every JSON file once; the timed ones are edits after that.
  await run("update");
  const edits: Awaited<ReturnType<typeof run>>[] = [];
  for (let i = 1; i <= WATCHED_EDITS; i++) {
    appendFileSync(editFile, `\nAnd another sentence, save number ${i}.\n`);
    edits.push(await run("update"));
  }
  const times = edits.map((edit) => edit.ms).sort((a, b) => a - b);
  watchEdit = {
    ms: times[Math.floor(times.length / 2)]!,
    first: edits[0]!.ms,
    slowest: times.at(-1)!,
    rendered: Math.max(...edits.map((edit) => edit.rendered)),
  };
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
