/**
 * The editor's own bundle (editor/main.ts) as one ES module for /admin/, built by Vite with the
 * site's code in it (the Markdown pipeline with Shiki, the schemas, the formats) and Decap's
 * rich-text serializer. It depends on code only, not on content, so one build serves both domains
 * and every later build or `npm run cms` until the code changes: it is kept in node_modules/.cache
 * under a hash of the code and the installed packages.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

/** The bundle's file name under /admin/. */
export const EDITOR_FILE = "editor.js";

const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));
const CACHE_DIR = join(projectRoot, "node_modules", ".cache", "tracker-editor");
const ENTRY = fileURLToPath(new URL("./editor/main.ts", import.meta.url));
const REGISTRY = fileURLToPath(new URL("./editor/decap-registry.ts", import.meta.url));
/** The code the bundle is made of, and what installs its packages. */
const SOURCES = ["app/core", "scripts/content", "scripts/build/cms"];

function sourceKey(): string {
  const hash = createHash("sha256");
  for (const dir of SOURCES) {
    const names = readdirSync(join(projectRoot, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(ts|mjs|js)$/.test(name))
      .sort();
    for (const name of names) hash.update(name).update(readFileSync(join(projectRoot, dir, name)));
  }
  hash.update(readFileSync(join(projectRoot, "node_modules/.package-lock.json")));
  return hash.digest("hex").slice(0, 16);
}

let building: Promise<string> | undefined;

/** The path of the built bundle: from the cache, or built now (a few seconds). */
export function editorBundle(): Promise<string> {
  building ??= buildOnce().finally(() => (building = undefined));
  return building;
}

async function buildOnce(): Promise<string> {
  const key = sourceKey();
  const dir = join(CACHE_DIR, key);
  if (existsSync(join(dir, EDITOR_FILE))) return join(dir, EDITOR_FILE);
  const staging = `${dir}.${process.pid}`;
  await build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    publicDir: false,
    resolve: {
      // Decap's serializer asks its editor's React control for the components (editor/decap-registry.ts).
      alias: [{ find: /^\.\.\/MarkdownControl$/, replacement: REGISTRY }],
    },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: staging,
      emptyOutDir: true,
      copyPublicDir: false,
      target: "es2022",
      minify: true,
      reportCompressedSize: false,
      lib: { entry: ENTRY, formats: ["es"], fileName: () => EDITOR_FILE },
      // Library mode leaves an ES module's whitespace for the user's own bundler; this one is final.
      rolldownOptions: { output: { minify: true } },
    },
  });
  // Bundles of older code are never used again.
  for (const name of existsSync(CACHE_DIR) ? readdirSync(CACHE_DIR) : [])
    if (name !== `${key}.${process.pid}`) rmSync(join(CACHE_DIR, name), { recursive: true, force: true });
  renameSync(staging, dir);
  return join(dir, EDITOR_FILE);
}
