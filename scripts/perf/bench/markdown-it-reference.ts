/**
 * The old renderer's cold figure, kept only as the benchmark's reference: every guide of a tree
 * read and rendered by markdown-it (as the pipeline did before unified), front matter cut by hand,
 * on one thread. Prints the wall time and peak memory as JSON.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import MarkdownIt from "markdown-it";

const [contentDir] = process.argv.slice(2) as [string];
const markdownIt = new MarkdownIt({ html: true, linkify: true });

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith(".md")
        ? [join(dir, entry.name)]
        : [],
  );

const started = performance.now();
let bytes = 0;
for (const file of files(contentDir)) {
  const text = readFileSync(file, "utf8");
  const close = text.indexOf("\n---", 3);
  bytes += markdownIt.render(close < 0 ? text : text.slice(close + 4)).length;
}
console.log(
  JSON.stringify({
    ms: Math.round(performance.now() - started),
    bytes,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
