/**
 * `npm run content`: compile content/ into .generated/. Exits 1 with every error, writing nothing.
 * `--watch` (used by `npm run dev`) recompiles on each change under content/ or public/.
 */
import { watch } from "node:fs";
import { join, resolve } from "node:path";
import { compileContent } from "./compile.ts";
import { emitContent, GENERATED_DIR } from "./emit.ts";
import { ContentBuildError } from "./errors.ts";

const projectDir = resolve(process.env.CONTENT_PROJECT_DIR ?? process.cwd());

function run(): boolean {
  const started = performance.now();
  try {
    const result = compileContent(projectDir);
    emitContent(result, join(projectDir, GENERATED_DIR));
    const ms = Math.round(performance.now() - started);
    console.log(`content: ${result.manifest.manifest.length} pages compiled in ${ms} ms`);
    return true;
  } catch (error) {
    if (error instanceof ContentBuildError) {
      console.error(error.message);
      return false;
    }
    throw error;
  }
}

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
