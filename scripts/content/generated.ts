/** Readers for the pipeline's output, for code that runs in Node (config, routes.ts, scripts, tests). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CompiledManifest } from "./compiled.ts";
import { GENERATED_DIR } from "./emit.ts";

export function readGeneratedManifest(projectDir = process.cwd()): CompiledManifest {
  const file = join(projectDir, GENERATED_DIR, "manifest.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as CompiledManifest;
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable: run \`npm run content\` first (${(error as Error).message})`,
    );
  }
}

/** The one path prerendered for the 404 page; the build moves its HTML to 404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";
