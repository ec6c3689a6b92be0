/**
 * What the pipeline learned about each file, kept in node_modules/.cache between runs, so a
 * rebuild after editing one file reads, parses and renders only that file:
 * - each file's stamp (size, mtime, inode) and the hash of its bytes, so unchanged files are not
 *   even read (git's index works the same way);
 * - by hash, the file's parsed YAML, and the schema's output once it has passed;
 * - by hash of the Markdown, each render's headings and links, and its body (HTML and headings) in
 *   one of 256 pack files (body-packs.ts).
 * The key covers the pipeline's own code and packages, so a change to a schema or the renderer starts afresh.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Heading } from "#app/core/content/index.ts";
import { createBodyPacks } from "./body-packs.ts";
import {
  factNames,
  factValue,
  hasFacts,
  resolveShared,
  type FactData,
} from "#scripts/content/facts/resolve-facts.ts";
import { dataTableNames } from "#scripts/content/markdown/data-table.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";
import { hasMarketForms } from "#scripts/content/markdown/markets.ts";
import { importTablesSignature } from "#scripts/content/markdown/import-tables.ts";
import { renderMarkdown, type MarkdownLink, type MarkdownProblem } from "#scripts/content/markdown/render.ts";

export const CONTENT_CACHE_DIR = join("node_modules", ".cache", "tracker-content");

/** What the pipeline keeps of a render besides its HTML. */
export type RenderFacts = { headings: Heading[]; links: MarkdownLink[]; problems: MarkdownProblem[] };
export type Rendered = RenderFacts & { id: string; html: () => string };

/** A file as it was last seen: enough to tell, from a stat alone, that it has not changed. */
export type FileStamp = { size: number; mtimeMs: number; ino: number; hash: string };
/**
 * A file that parsed: its YAML data, where its body starts, its body's render, and the schema's
 * output for it (`valid`, for the content path `validFor`: the same bytes elsewhere meet another schema).
 */
export type ParsedFile = {
  data: unknown;
  bodyLine: number;
  bodyRender?: string;
  /** Whether the body names facts (facts/), which are resolved afresh on every run. */
  bodyFacts?: boolean;
  /** Per market, the settings of the text check its prose last passed (steps/uk-check.ts). */
  bodyCheckedWith?: Record<string, string>;
  valid?: unknown;
  validFor?: string;
};

/** Links stored as [line, url] pairs (pictures: [line, url, 1]): the index holds hundreds of thousands. */
type StoredLink = [number, string] | [number, string, 1];
type StoredRender = { headings: Heading[]; links: StoredLink[]; problems: MarkdownProblem[] };
type Stored = {
  stamps: Record<string, FileStamp>;
  parsed: Record<string, ParsedFile>;
  renders: Record<string, StoredRender>;
};

const storeLinks = (links: MarkdownLink[]): StoredLink[] =>
  links.map((l) => (l.kind === "image" ? [l.line, l.url, 1] : [l.line, l.url]));
const loadLinks = (links: StoredLink[]): MarkdownLink[] =>
  links.map(([line, url, picture]) => ({ line, url, kind: picture ? "image" : "link" }));

/** The project, the compiler's own code (scripts/content/) and the content subject (app/core/content/). */
const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));
const contentScriptsDir = join(projectRoot, "scripts/content");
const contentCoreDir = join(projectRoot, "app/core/content");

/**
 * A hash of the code that decides what the cache holds: every module of the compiler and of
 * app/core/content, and the installed packages (unified, remark, rehype, Shiki, their
 * themes and grammars: npm's record of the installed tree names every version).
 */
function pipelineVersion(): string {
  const hash = createHash("sha256");
  for (const dir of [contentScriptsDir, contentCoreDir]) {
    const names = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((n) => n.endsWith(".ts"));
    for (const name of names.sort()) hash.update(name).update(readFileSync(join(dir, name)));
  }
  const installed = join(projectRoot, "node_modules/.package-lock.json");
  if (existsSync(installed)) hash.update(readFileSync(installed));
  return hash.digest("hex").slice(0, 16);
}

export type ContentCache = ReturnType<typeof createContentCache>;

/** The id of a render: the Markdown and the pipeline's version, hashed. */
export function renderKey(version: string, markdown: string): string {
  return createHash("sha256").update(version).update(markdown).digest("hex").slice(0, 32);
}

/**
 * What a body's facts read today, for its render's id: the same Markdown renders again when a fact
 * it names changes. Empty for a body that names none, whose id a worker can compute without data.
 */
function factSignature(markdown: string, data?: FactData): string {
  if (!data) return "";
  const facts = hasFacts(markdown)
    ? factNames(markdown).map(({ name }) => `\0${name}=${resolveShared(`{${name}}`, data).text}`)
    : [];
  // A table shows a whole list: it renders again when anything in the list changes.
  const tables = dataTableNames(markdown).map(
    (name) => `\0table ${name}=${JSON.stringify(factValue(name, data))}`,
  );
  return [...facts, ...tables].join("");
}

/** A render made elsewhere (a worker of the first run). */
export type WorkerRender = { id: string; facts: RenderFacts; html: string };

const empty = (): Stored => ({ stamps: {}, parsed: {}, renders: {} });

/** A cache in `cacheDir`; with null (unit tests), one that lives in memory for this process. */
export function createContentCache(cacheDir: string | null) {
  const version = cacheDir ? pipelineVersion() : "memory";
  const dir = cacheDir ? join(cacheDir, version) : null;
  const indexFile = dir && join(dir, "index.json");
  // On disk, what the last run used, and what the current run is using.
  let stored = empty();
  let last = empty();
  let used = empty();
  if (indexFile && existsSync(indexFile)) {
    try {
      stored = JSON.parse(readFileSync(indexFile, "utf8")) as Stored;
    } catch {
      // A torn or foreign file: start again.
    }
  }
  if (cacheDir) {
    // Caches of older pipeline versions can never be used again.
    for (const name of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
      if (name !== version) rmSync(join(cacheDir, name), { recursive: true, force: true });
    }
  }
  const bodies = createBodyPacks(dir && join(dir, "bodies"));
  let stats = { rendered: 0, reused: 0 };
  // Whether anything was learned since the index was last written.
  let unsaved = false;

  const rendered = (id: string, facts: StoredRender): Rendered => ({
    headings: facts.headings,
    problems: facts.problems,
    links: loadLinks(facts.links),
    id,
    html: () => bodies.get(id)!.html,
  });
  // Renders decoded from the index, kept for the life of the process (a watcher's next run reuses them).
  const decoded = new Map<string, Rendered>();
  /** A render this cache already holds, by id. */
  const known = (id: string): Rendered | undefined => {
    const facts = used.renders[id] ?? last.renders[id] ?? stored.renders[id];
    if (!facts) return undefined;
    if (!used.renders[id]) stats.reused++;
    used.renders[id] = facts;
    if (!decoded.has(id)) decoded.set(id, rendered(id, facts));
    return decoded.get(id)!;
  };
  const keep = (id: string, facts: RenderFacts, html: string) => {
    bodies.set(id, { html, headings: facts.headings });
    used.renders[id] = { ...facts, links: storeLinks(facts.links) };
    stats.rendered++;
    unsaved = true;
  };

  return {
    version,
    /** Takes in a file a worker parsed and rendered: as if this cache had done it. */
    adopt(file: string, stamp: FileStamp, parsed: ParsedFile, render?: WorkerRender) {
      this.remember(file, stamp, parsed);
      if (render) keep(render.id, render.facts, render.html);
    },
    stamp(file: string): FileStamp | undefined {
      return used.stamps[file] ?? last.stamps[file] ?? stored.stamps[file];
    },
    /** The parsed form of unchanged bytes, if this file has passed through before. */
    parsed(file: string, stamp: FileStamp): ParsedFile | undefined {
      const parsed = used.parsed[stamp.hash] ?? last.parsed[stamp.hash] ?? stored.parsed[stamp.hash];
      if (parsed) this.remember(file, stamp, parsed);
      return parsed;
    },
    remember(file: string, stamp: FileStamp, parsed: ParsedFile) {
      if (stored.stamps[file]?.hash !== stamp.hash) unsaved = true;
      used.stamps[file] = stamp;
      used.parsed[stamp.hash] = parsed;
    },
    known,
    /**
     * A body rendered, or from the cache; with `data`, the facts it names are written in, and with
     * `market`, the forms written for that market chosen.
     */
    render(markdown: string, data?: FactData, market?: SiteDomain): Rendered {
      const forms = market && hasMarketForms(markdown) ? `\0market=${market}` : "";
      const id = renderKey(
        version,
        markdown + factSignature(markdown, data) + importTablesSignature(markdown, data) + forms,
      );
      const hit = known(id);
      if (hit) return hit;
      const { html, ...facts } = renderMarkdown(markdown, data && { data, market });
      keep(id, facts, html);
      return { ...facts, id, html: () => html };
    },
    /** The body packs of the last run's renders, written if they changed, for emit to link. */
    packs() {
      return bodies.flush(new Set(Object.keys(last.renders)));
    },
    /** Ends a run: returns its counts; what it used is what the cache keeps from now on. */
    endRun() {
      const counts = stats;
      if (Object.keys(used.stamps).length !== Object.keys(stored.stamps).length) unsaved = true;
      last = used;
      used = empty();
      stats = { rendered: 0, reused: 0 };
      return counts;
    },
    /** Writes the last run's records (and the packs of its bodies) to disk. */
    save() {
      if (!indexFile || !unsaved) return;
      bodies.flush(new Set(Object.keys(last.renders)));
      const tmp = `${indexFile}.${process.pid}`;
      writeFileSync(tmp, JSON.stringify(last));
      renameSync(tmp, indexFile);
      stored = last;
      unsaved = false;
    },
  };
}
