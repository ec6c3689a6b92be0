/**
 * Rendered Markdown, cached by content hash in node_modules/.cache, so a rebuild renders only what
 * changed. The key covers the Markdown and the pipeline's own code, so a change to the renderer
 * or a schema invalidates everything it could affect, and nothing else is ever trusted stale.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Heading } from "../../app/core/content/types.ts";
import { renderMarkdown, type MarkdownLink } from "./render.ts";

/** What the pipeline keeps of a render besides its HTML. */
export type RenderFacts = { headings: Heading[]; links: MarkdownLink[]; rawHtmlLines: number[] };
export type Rendered = RenderFacts & { id: string; html: () => string };

export const CONTENT_CACHE_DIR = join("node_modules", ".cache", "tracker-content");

const here = dirname(fileURLToPath(import.meta.url));

/** A hash of the code that decides what a render looks like: this folder and app/core/content. */
function pipelineVersion(): string {
  const hash = createHash("sha256");
  for (const dir of [here, join(here, "../../app/core/content")]) {
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith(".ts")) hash.update(name).update(readFileSync(join(dir, name)));
    }
  }
  hash.update(readFileSync(join(here, "../../node_modules/markdown-it/package.json")));
  return hash.digest("hex").slice(0, 16);
}

export type RenderCache = {
  render(markdown: string): Rendered;
  /** Writes the facts of every render used this run (dropping the rest) to disk. */
  save(): void;
  /** How many distinct Markdown texts were rendered this run, and how many came from the cache. */
  stats(): { rendered: number; reused: number };
  /** A render's HTML as a cached file (emit links it into .generated/) or, uncached, as text. */
  htmlOf(id: string): { file: string } | { html: string };
};

/** Renders through a cache folder; without one (unit tests), renders in memory. */
export function createRenderCache(cacheDir: string | null): RenderCache {
  const version = cacheDir ? pipelineVersion() : "memory";
  const keyOf = (markdown: string) =>
    createHash("sha256").update(version).update(markdown).digest("hex").slice(0, 32);
  const inMemory = new Map<string, string>();
  const used = new Map<string, RenderFacts>();
  const dir = cacheDir ? join(cacheDir, version) : null;
  const htmlPath = (id: string) => join(dir!, "html", `${id}.html`);
  const indexFile = dir ? join(dir, "index.json") : null;
  let stored: Record<string, RenderFacts> = {};
  if (indexFile && existsSync(indexFile)) {
    try {
      stored = JSON.parse(readFileSync(indexFile, "utf8"));
    } catch {
      stored = {}; // a torn or foreign file: start again
    }
  }
  if (cacheDir) {
    // Older pipeline versions' caches can never be used again.
    for (const name of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
      if (name !== version) rmSync(join(cacheDir, name), { recursive: true, force: true });
    }
    mkdirSync(join(dir!, "html"), { recursive: true });
  }
  let changed = false;
  let rendered = 0;
  let reused = 0;

  return {
    render(markdown) {
      const id = keyOf(markdown);
      const facts = used.get(id) ?? (dir && stored[id] && existsSync(htmlPath(id)) ? stored[id] : undefined);
      if (facts) {
        if (!used.has(id)) reused++;
        used.set(id, facts);
        return { ...facts, id, html: () => inMemory.get(id) ?? readFileSync(htmlPath(id), "utf8") };
      }
      const { html, ...fresh } = renderMarkdown(markdown);
      rendered++;
      used.set(id, fresh);
      changed = true;
      if (dir) writeFileSync(htmlPath(id), html);
      else inMemory.set(id, html);
      return { ...fresh, id, html: () => html };
    },
    save() {
      if (!indexFile) return;
      if (!changed && Object.keys(stored).length === used.size) return;
      const tmp = `${indexFile}.${process.pid}`;
      writeFileSync(tmp, JSON.stringify(Object.fromEntries(used)));
      renameSync(tmp, indexFile);
      // Drop the HTML of renders nobody uses any more.
      for (const id of Object.keys(stored)) if (!used.has(id)) rmSync(htmlPath(id), { force: true });
    },
    stats: () => ({ rendered, reused }),
    htmlOf(id) {
      return dir ? { file: htmlPath(id) } : { html: inMemory.get(id)! };
    },
  };
}
