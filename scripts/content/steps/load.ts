/**
 * Load. Reads every file under a content folder and parses its YAML (or a Markdown file's
 * frontmatter) with positions kept, so later steps can say `file:line field: message`. A file that
 * cannot be read becomes an error about that file, never a crash: symbolic links, bytes that are
 * not UTF-8, frontmatter that is missing or never closed, YAML syntax, alias bombs.
 */
import { isUtf8 } from "node:buffer";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from "yaml";
import type { ContentCache, FileStamp, ParsedFile } from "#scripts/content/machinery/content-cache.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import { defineStep } from "./step.ts";

export type SourceFile = {
  /** Path as writers see it, relative to the project, with forward slashes: content/modules/logos.md */
  file: string;
  /** Path relative to the content folder: modules/logos.md */
  rel: string;
  /** sha-256 of the file's bytes: the key of everything cached about it. */
  hash: string;
  /**
   * The parsed YAML (the whole file, or a Markdown file's frontmatter); `undefined` when the YAML
   * could not be read, in which case `errors` says why.
   */
  data: unknown;
  /** The Markdown body ("" for YAML files, and for Markdown whose frontmatter could not be split). */
  body: string;
  /** 1-based line of the body's first line within the file. */
  bodyLine: number;
  /** 1-based line of the value at a field path, or of its nearest parent that exists. */
  lineOf: (path: readonly PropertyKey[]) => number;
  /** 1-based line where `needle` first appears in the value at `path` (a link inside Markdown text). */
  lineOfText: (path: readonly PropertyKey[], needle: string) => number;
  /** What made the file unreadable; empty for a readable file. */
  errors: ContentError[];
  /** The cache's record of this file (readable files only), where later steps note their results. */
  cached?: ParsedFile;
};

/** Bigger YAML than any real content file; a sign of a generated or pasted mistake. */
const MAX_ALIASES = 50;

/** Every file below `dir`, sorted so output and error order never depend on the file system. */
function walk(dir: string, projectRel: (full: string) => string, errors: ContentError[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      // Links can loop, or reach outside content/; writers keep real files here.
      errors.push({
        file: projectRel(full),
        line: 1,
        field: "file",
        message: "is a symbolic link; content/ holds real files only (copy the file in)",
      });
    } else if (entry.isDirectory()) found.push(...walk(full, projectRel, errors));
    else if (entry.isFile()) found.push(full);
    else errors.push({ file: projectRel(full), line: 1, field: "file", message: "is not a regular file" });
  }
  return found;
}

/** A file to parse: where it is and the stamp it has now. */
export type ParseJob = { file: string; rel: string; full: string; stamp: Omit<FileStamp, "hash"> };
/** Parses many files at once (worker threads, on a first run); the cache holds the results. */
export type ParseMany = (jobs: ParseJob[]) => Promise<void>;

/**
 * Every content file, in a stable order. A file whose stamp matches the cache is not read; the
 * rest are parsed here, or by `parseMany` when there are many (a first run over a large site).
 */
async function loadContent(
  contentDir: string,
  projectDir: string,
  cache?: ContentCache,
  parseMany?: ParseMany,
): Promise<{ files: SourceFile[]; errors: ContentError[] }> {
  const errors: ContentError[] = [];
  const projectRel = (full: string) => slashes(full.slice(projectDir.length + 1));
  const jobs: ParseJob[] = [];
  for (const full of walk(contentDir, projectRel, errors)) {
    const rel = slashes(full.slice(contentDir.length + 1));
    const file = projectRel(full);
    if (!/\.(md|ya?ml)$/.test(rel)) {
      errors.push({
        file,
        line: 1,
        field: "file",
        message: "is not Markdown (.md) or YAML (.yaml); content/ holds nothing else",
      });
      continue;
    }
    const { size, mtimeMs, ino } = statSync(full);
    jobs.push({ file, rel, full, stamp: { size, mtimeMs, ino } });
  }
  const fromCache = (job: ParseJob) => {
    const stamp = cache?.stamp(job.file);
    const same =
      stamp &&
      stamp.size === job.stamp.size &&
      stamp.mtimeMs === job.stamp.mtimeMs &&
      stamp.ino === job.stamp.ino;
    const cached = same ? cache!.parsed(job.file, stamp) : undefined;
    return cached && unchangedSource(job.file, job.rel, job.full, stamp!.hash, cached);
  };
  let known = jobs.map(fromCache);
  const changed = jobs.filter((_, i) => !known[i]);
  if (cache && parseMany && changed.length > 0) {
    await parseMany(changed);
    known = known.map((source, i) => source ?? fromCache(jobs[i]!));
  }
  const files = jobs.map((job, i) => {
    if (known[i]) return known[i];
    // Not cached (unreadable, or no worker ran): parse it here.
    const source = readSource(job.file, job.rel, readFileSync(job.full));
    if (cache && source.errors.length === 0) {
      source.cached = { data: source.data, bodyLine: source.bodyLine };
      cache.remember(job.file, { ...job.stamp, hash: source.hash }, source.cached);
    }
    return source;
  });
  return { files, errors };
}

/**
 * A file whose stamp matches the cache: its data comes from the cache, and its bytes are read
 * only if a later step asks for its body or a line number (a new render, or an error to report).
 */
function unchangedSource(
  file: string,
  rel: string,
  full: string,
  hash: string,
  cached: ParsedFile,
): SourceFile {
  let read: SourceFile | undefined;
  const fromBytes = () => (read ??= readSource(file, rel, readFileSync(full)));
  return {
    file,
    rel,
    hash,
    data: cached.data,
    bodyLine: cached.bodyLine,
    get body() {
      return fromBytes().body;
    },
    lineOf: (path) => fromBytes().lineOf(path),
    lineOfText: (path, needle) => fromBytes().lineOfText(path, needle),
    errors: [],
    cached,
  };
}

/** One file's bytes as a SourceFile, parsed now (here, or in a worker of the first run). */
export function readSource(file: string, rel: string, bytes: Buffer): SourceFile {
  const hash = createHash("sha256").update(bytes).digest("hex");
  const source: SourceFile = {
    file,
    rel,
    hash,
    data: undefined,
    body: "",
    bodyLine: 1,
    lineOf: () => 1,
    lineOfText: () => 1,
    errors: [],
  };
  const fail = (line: number, field: string, message: string) => {
    source.errors.push({ file, line, field, message });
    return source;
  };

  if (!isUtf8(bytes)) {
    return fail(lineOfByte(bytes, firstBadUtf8Byte(bytes)), "file", "is not UTF-8 text: save it as UTF-8");
  }
  // A byte-order mark is harmless; editors on Windows add one.
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");

  let yaml = text;
  if (rel.endsWith(".md")) {
    const split = splitFrontmatter(text);
    if ("error" in split) return fail(split.line, "frontmatter", split.error);
    yaml = split.yaml;
    source.body = split.body;
    source.bodyLine = split.bodyLine;
  }

  // Front matter's YAML starts on the file's first line (after its ---), so its lines are the file's.
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  source.lineOf = (path) => lineAt(offsetOfPath(doc, path));
  source.lineOfText = (path, needle) => {
    const at = offsetOfPath(doc, path);
    const found = yaml.indexOf(needle, at);
    return lineAt(found >= 0 ? found : at);
  };
  if (doc.errors.length > 0) {
    for (const e of doc.errors) fail(lineAt(e.pos[0]), "yaml", `cannot be read: ${firstLine(e.message)}`);
    return source;
  }
  try {
    source.data = doc.toJS({ maxAliasCount: MAX_ALIASES }) ?? {};
  } catch {
    // yaml refuses documents whose aliases expand without bound ("billion laughs").
    return fail(
      lineAt(firstAliasOffset(doc)),
      "yaml",
      `uses aliases (*name) too often: write the values out instead`,
    );
  }
  if (typeof source.data !== "object" || source.data === null || Array.isArray(source.data)) {
    source.data = undefined;
    return fail(1, "yaml", "must be a list of fields (name: value lines)");
  }
  return source;
}

type Frontmatter = { yaml: string; body: string; bodyLine: number } | { error: string; line: number };

/**
 * A Markdown file opens with a `---` line, its YAML fields, and another `---` line. gray-matter
 * finds them; its YAML engine here only hands back the text (the caller parses it with the `yaml`
 * package, keeping every position), and passing options keeps gray-matter from caching every
 * file's text for the life of the process.
 */
function splitFrontmatter(text: string): Frontmatter {
  const missing = "is missing: a Markdown page starts with a --- line, its fields, and another --- line";
  if (!matter.test(text) || text.slice(0, lineEnd(text, 0)).trimEnd() !== "---")
    return { error: missing, line: 1 };
  let yaml = "";
  const parsed = matter(text, { language: "yaml", engines: { yaml: (raw: string) => ((yaml = raw), {}) } });
  // gray-matter's block starts right after the opening --- (on line 1) and ends before "\n---".
  const closeAt = text.indexOf("\n---", 3);
  const closed = closeAt >= 0 && text.slice(closeAt + 1, lineEnd(text, closeAt + 1)).trimEnd() === "---";
  if (!closed) return { error: "is not closed: add a line with only --- after the last field", line: 1 };
  const bodyStart = text.length - parsed.content.length;
  return { yaml, body: parsed.content, bodyLine: lineOfOffset(text, bodyStart) };
}

function lineEnd(text: string, from: number): number {
  const at = text.indexOf("\n", from);
  return at < 0 ? text.length : at;
}

/** The 1-based line of a character offset. */
function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at >= 0 && at < offset; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

function slashes(path: string) {
  return path.split("\\").join("/");
}

function firstLine(message: string) {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

/** The offset of the value at `path`, or of the deepest parent that exists. */
function offsetOfPath(doc: Document, path: readonly PropertyKey[]): number {
  let node: unknown = doc.contents;
  let offset = (node as { range?: number[] } | null)?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
      if (!pair) break;
      offset = (pair.key as { range?: number[] }).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === "number" && node.items[key]) {
      node = node.items[key];
      offset = (node as { range?: number[] }).range?.[0] ?? offset;
    } else break;
  }
  return offset;
}

function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      if (isAlias(node)) offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

/** The index of the first byte that breaks UTF-8's rules (isUtf8 said there is one). */
function firstBadUtf8Byte(bytes: Buffer): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >> 5 === 0b110 ? 2 : b >> 4 === 0b1110 ? 3 : b >> 3 === 0b11110 ? 4 : 0;
    if (length === 0 || !isUtf8(bytes.subarray(i, i + length))) return i;
    i += length;
  }
  return 0;
}

function lineOfByte(bytes: Buffer, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

export const loadStep = defineStep({
  name: "load",
  adds: "every file under content/, read and parsed, with the line of each value kept",
  async run({ parseMany }: { parseMany: ParseMany }, { contentDir, projectDir, cache, report }) {
    const { files, errors } = await loadContent(contentDir, projectDir, cache, parseMany);
    report(errors);
    return { files };
  },
});
