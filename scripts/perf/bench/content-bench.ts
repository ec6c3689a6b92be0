/**
 * `npm run bench`: the content pipeline at scale. For 100, 1,000 and 10,000 synthetic guides it
 * times a cold run (new process, empty cache); a run after editing one file, in a new process
 * (warm cache on disk); and the rebuild of `npm run dev`'s watcher after one edit (cache in
 * memory); then one 1 MB Markdown page, cold with the rest of the site and then edited alone.
 * Each with its peak memory, and beside the cold run, markdown-it's time to render the same
 * guides (the renderer before unified, kept here only as a reference). Prints a Markdown table
 * and writes it to reports/bench/.
 * Targets on a 2-core machine: 10,000 files warm <= 5 s and cold <= 60 s, one edited file <= 1 s,
 * a 1 MB page <= 2 s, memory growing linearly.
 * `npm run bench -- 100 1000` measures only those sizes.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeRun } from "#scripts/perf/reports/reports.ts";
import { guide, guidePath, writeTree } from "./content-tree.ts";

type Run = {
  ms: number;
  pages: number;
  rendered: number;
  peakRssMb: number;
  cpuMs: number;
  watchEdit?: { ms: number; first: number; slowest: number; rendered: number };
};

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const counts = sizes.length ? sizes : [100, 1_000, 10_000];

function compileOnce(projectDir: string, cacheDir: string, ...extra: string[]): Run {
  const script = ["--import", "tsx", "scripts/perf/bench/compile-once.ts", projectDir, cacheDir, ...extra];
  const out = execFileSync(process.execPath, script, { encoding: "utf8", maxBuffer: 1 << 26 });
  const run = JSON.parse(out.trim().split("\n").pop()!) as Run;
  // Each figure as soon as it is measured: a 10,000-file run on a busy machine can be cut short.
  console.error(`${projectDir} ${extra.join(" ")}: ${JSON.stringify(run)}`);
  return run;
}

function markdownItCold(projectDir: string): { ms: number; peakRssMb: number } {
  const script = [
    "--import",
    "tsx",
    "scripts/perf/bench/markdown-it-reference.ts",
    join(projectDir, "content"),
  ];
  const out = execFileSync(process.execPath, script, { encoding: "utf8", maxBuffer: 1 << 26 });
  const run = JSON.parse(out.trim().split("\n").pop()!) as { ms: number; peakRssMb: number };
  console.error(`${projectDir} markdown-it: ${JSON.stringify(run)}`);
  return run;
}

const rows: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
for (const count of counts) {
  const dir = mkdtempSync(join(tmpdir(), `tracker-bench-${count}-`));
  try {
    writeTree(dir, count);
    const cacheDir = join(dir, "cache");
    const cold = compileOnce(dir, cacheDir);
    const reference = markdownItCold(dir);
    // Nothing changed: every file from the cache on disk, in a new process.
    const warm = compileOnce(dir, cacheDir);
    // One writer's edit: a sentence appended to one guide, then `npm run content` again.
    appendFileSync(
      join(dir, "content", guidePath(Math.floor(count / 2))),
      "\nOne more sentence after an edit.\n",
    );
    const edited = compileOnce(dir, cacheDir);
    // The watcher of `npm run dev`: compiled once, then a guide edited and rebuilt in the same process.
    const watched = compileOnce(
      dir,
      cacheDir,
      "--then-edit",
      join(dir, "content", guidePath(Math.floor(count / 3))),
    );
    const n = (x: number) => x.toLocaleString("en-US");
    const cells = [
      n(count),
      n(cold.pages),
      seconds(cold.ms),
      seconds(cold.cpuMs),
      `${cold.peakRssMb} MB`,
      seconds(reference.ms),
      seconds(warm.ms),
      seconds(edited.ms),
      `${seconds(watched.watchEdit!.ms)} (first ${seconds(watched.watchEdit!.first)}, slowest ${seconds(watched.watchEdit!.slowest)})`,
      `${watched.peakRssMb} MB`,
    ];
    rows.push(`| ${cells.join(" | ")} |`);
    console.log(rows.at(-1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// One very large page: 1 MB of Markdown in a single guide.
const dir = mkdtempSync(join(tmpdir(), "tracker-bench-1mb-"));
try {
  writeTree(dir, 1);
  const file = join(dir, "content", guidePath(0));
  writeFileSync(
    file,
    guide(0, 1, 1024 * 1024, () => 0.4),
  );
  const size = readFileSync(file).length;
  const cacheDir = join(dir, "cache");
  const run = compileOnce(dir, cacheDir);
  const reference = markdownItCold(dir);
  // The page alone: edited, it is the one file compiled again, in a new process and in the watcher.
  appendFileSync(file, "\nOne more sentence after an edit.\n");
  const edited = compileOnce(dir, cacheDir);
  const watched = compileOnce(dir, cacheDir, "--then-edit", file);
  const edit = watched.watchEdit!;
  rows.push(
    `| one ${(size / 1024 / 1024).toFixed(1)} MB page | ${run.pages} | ${seconds(run.ms)} | ${seconds(run.cpuMs)} | ${run.peakRssMb} MB | ${seconds(reference.ms)} | | ${seconds(edited.ms)} | ${seconds(edit.ms)} (first ${seconds(edit.first)}, slowest ${seconds(edit.slowest)}) | ${watched.peakRssMb} MB |`,
  );
  console.log(rows.at(-1));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const header =
  "| guides | pages | cold | cold, CPU time (all threads) | peak memory | markdown-it cold (reference) | warm, from the cache | one file edited, `npm run content` | one file edited, `npm run dev`: median of 5 saves | peak memory |";
const table = `${header}\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n${rows.join("\n")}`;
console.log(
  `\n${table}\n\nbench: written to ${writeRun("bench", `Written by \`npm run bench\`.\n\n${table}\n`)}`,
);
