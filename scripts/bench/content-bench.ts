/**
 * `npm run bench`: the content pipeline at scale. For 100, 1,000 and 10,000 synthetic guides it
 * times a cold run (new process, empty cache), then a run after editing one file (warm cache),
 * and one 5 MB Markdown page; each in a fresh process, with its peak memory. Prints a Markdown
 * table for the README. Targets (DESIGN §8): linear cost, 10,000 files cold <= 10 s, one edited
 * file <= 1 s, a 5 MB page <= 2 s.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { guide, guidePath, writeTree } from "./content-tree.ts";

type Run = { ms: number; pages: number; rendered: number; peakRssMb: number };

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const counts = sizes.length ? sizes : [100, 1_000, 10_000];

function compileOnce(projectDir: string, cacheDir: string): Run {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/bench/compile-once.ts", projectDir, cacheDir],
    {
      encoding: "utf8",
      maxBuffer: 1 << 26,
    },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as Run;
}

const rows: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
for (const count of counts) {
  const dir = mkdtempSync(join(tmpdir(), `tracker-bench-${count}-`));
  try {
    writeTree(dir, count);
    const cacheDir = join(dir, "cache");
    const cold = compileOnce(dir, cacheDir);
    // One writer's edit: a sentence appended to one guide.
    appendFileSync(
      join(dir, "content", guidePath(Math.floor(count / 2))),
      "\nOne more sentence after an edit.\n",
    );
    const edited = compileOnce(dir, cacheDir);
    rows.push(
      `| ${count.toLocaleString("en-US")} | ${cold.pages.toLocaleString("en-US")} | ${seconds(cold.ms)} | ${cold.peakRssMb} MB | ${seconds(edited.ms)} (${edited.rendered} rendered) | ${edited.peakRssMb} MB |`,
    );
    console.log(rows.at(-1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// One very large page: 5 MB of Markdown in a single guide.
const dir = mkdtempSync(join(tmpdir(), "tracker-bench-5mb-"));
try {
  writeTree(dir, 1);
  const file = join(dir, "content", guidePath(0));
  writeFileSync(
    file,
    guide(0, 1, 5 * 1024 * 1024, () => 0.4),
  );
  const size = readFileSync(file).length;
  const run = compileOnce(dir, join(dir, "cache"));
  rows.push(
    `| one ${(size / 1024 / 1024).toFixed(1)} MB page | ${run.pages} | ${seconds(run.ms)} | ${run.peakRssMb} MB | | |`,
  );
  console.log(rows.at(-1));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\n| guides | pages | cold | peak memory | one file edited | peak memory |\n| --- | --- | --- | --- | --- | --- |\n${rows.join("\n")}`,
);
