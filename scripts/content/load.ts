/**
 * Step 1: load. Reads every file under a content folder and parses its YAML (or Markdown
 * frontmatter) with line positions kept, so later steps can say `file:line field: message`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { isMap, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import type { ContentError } from "./errors.ts";

export type SourceFile = {
  /** Path as writers see it, relative to the project, with forward slashes: content/modules/logos.md */
  file: string;
  /** Path relative to the content folder: modules/logos.md */
  rel: string;
  /** Parsed YAML (the whole file, or the frontmatter of a Markdown file). */
  data: unknown;
  /** Markdown body (empty for YAML files). */
  body: string;
  /** 1-based line of the body's first line within the file. */
  bodyLine: number;
  /** 1-based line of the value at a field path, or of its nearest parent that exists. */
  lineOf: (path: readonly PropertyKey[]) => number;
};

/** Every file below `dir`, sorted so output and error order never depend on the file system. */
function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function loadContent(
  contentDir: string,
  projectDir: string,
): { files: SourceFile[]; errors: ContentError[] } {
  const files: SourceFile[] = [];
  const errors: ContentError[] = [];
  for (const full of walk(contentDir)) {
    const file = relative(projectDir, full).split(sep).join("/");
    const rel = relative(contentDir, full).split(sep).join("/");
    if (!/\.(md|ya?ml)$/.test(rel)) {
      errors.push({
        file,
        line: 1,
        field: "file",
        message: "is not Markdown (.md) or YAML (.yaml); content/ holds nothing else",
      });
      continue;
    }
    const source = readFileSync(full, "utf8");
    const parsed = rel.endsWith(".md")
      ? splitFrontmatter(source)
      : { yaml: source, yamlLine: 1, body: "", bodyLine: 1 };
    if (!parsed) {
      errors.push({
        file,
        line: 1,
        field: "frontmatter",
        message: "is missing: a Markdown page starts with a --- block of YAML fields",
      });
      continue;
    }
    const lineCounter = new LineCounter();
    const doc = parseDocument(parsed.yaml, { lineCounter, uniqueKeys: true, prettyErrors: false });
    if (doc.errors.length > 0) {
      for (const e of doc.errors) {
        const line = lineCounter.linePos(e.pos[0]).line + parsed.yamlLine - 1;
        errors.push({ file, line, field: "yaml", message: `cannot be read: ${firstLine(e.message)}` });
      }
      continue;
    }
    files.push({
      file,
      rel,
      data: doc.toJS() ?? {},
      body: parsed.body,
      bodyLine: parsed.bodyLine,
      lineOf: (path) => lineOfPath(doc, lineCounter, path) + parsed.yamlLine - 1,
    });
  }
  return { files, errors };
}

function splitFrontmatter(source: string) {
  const match = FRONTMATTER.exec(source);
  if (!match) return null;
  const bodyLine = (match[0].match(/\n/g)?.length ?? 0) + 1;
  return { yaml: match[1], yamlLine: 2, body: source.slice(match[0].length), bodyLine };
}

function firstLine(message: string) {
  return message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
}

/** Walks the YAML tree along `path`; stops at the deepest node that exists. */
function lineOfPath(doc: Document, lineCounter: LineCounter, path: readonly PropertyKey[]): number {
  let node: unknown = doc.contents;
  let offset = (doc.contents as { range?: number[] } | null)?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown })?.value === key);
      if (!pair) break;
      const keyNode = pair.key as { range?: number[] };
      offset = keyNode.range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === "number" && node.items[key]) {
      node = node.items[key];
      offset = (node as { range?: number[] }).range?.[0] ?? offset;
    } else break;
  }
  return lineCounter.linePos(offset).line;
}
