/**
 * One `npm run content` over a project folder, in its own process, as the benchmark measures it:
 * prints the wall time and the process's peak memory (RSS) as JSON.
 */
import { join } from "node:path";
import { compileContent } from "../content/compile.ts";
import { emitContent } from "../content/emit.ts";

const [projectDir, cacheDir] = process.argv.slice(2) as [string, string];
const started = performance.now();
const result = compileContent(projectDir, { cacheDir });
emitContent(result, join(projectDir, ".generated"));
const ms = performance.now() - started;
console.log(
  JSON.stringify({
    ms: Math.round(ms),
    pages: result.manifest.manifest.length,
    rendered: result.stats.rendered,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
