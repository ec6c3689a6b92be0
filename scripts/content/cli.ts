/**
 * `npm run content`: compile content/ into .generated/. Exits 1 with every error, writing nothing.
 * `--watch` (used by `npm run dev`) recompiles on each change under content/ or public/.
 */
import { watch } from "node:fs";
import { join, resolve } from "node:path";
import { compileAndEmit } from "./pipeline.ts";

const projectDir = resolve(process.env.CONTENT_PROJECT_DIR ?? process.cwd());

const run = () => compileAndEmit(projectDir) !== null;

if (process.argv.includes("--watch")) {
  run();
  let timer: NodeJS.Timeout | undefined;
  const onChange = () => {
    clearTimeout(timer);
    timer = setTimeout(run, 80);
  };
  for (const dir of ["content", "public"]) watch(join(projectDir, dir), { recursive: true }, onChange);
  console.log("content: watching content/ and public/");
} else if (!run()) {
  process.exit(1);
}
