/**
 * Writes facts into the content at build time, after validation: every string of a YAML file or a
 * page's front matter, and every Markdown body. A name that does not resolve is a content error on
 * its own line. The compiled content serves both domains, so a fact must read the same in UK and
 * US English; one that does not (a date's word order) is refused here rather than shown wrongly.
 */
import { LOCALES } from "../../../app/core/locale/locale.ts";
import type { ContentError } from "../errors.ts";
import type { SourceFile } from "../load.ts";
import type { ValidContent } from "../validate.ts";
import { factNames, hasFacts, resolveFacts, type FactData, type FactProblem } from "./resolve-facts.ts";
import { typedFacts } from "./typed-facts.ts";

type Path = (string | number)[];

/** The text for both locales, or the problems that stop it. */
function resolveBoth(text: string, data: FactData): { text: string; problems: FactProblem[] } {
  const [first, ...others] = LOCALES.map((locale) => resolveFacts(text, data, locale));
  const problems = [...first!.problems];
  if (problems.length === 0 && others.some((other) => other.text !== first!.text)) {
    for (const { name, index } of factNames(text)) {
      const [a, b] = LOCALES.map((locale) => resolveFacts(`{${name}}`, data, locale).text);
      if (a !== b)
        problems.push({
          name,
          index,
          message: `{${name}} reads "${a}" in ${LOCALES[0]} English and "${b}" in ${LOCALES[1]} English; copy shared by both sites can only name facts that read the same`,
        });
    }
  }
  return { text: first!.text, problems };
}

/**
 * A file's validated data with its facts written in (the same object when it names none), and an
 * error for each name that does not resolve.
 */
function applyDataFacts(
  source: SourceFile,
  value: unknown,
  data: FactData,
): { value: unknown; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const walk = (node: unknown, path: Path): unknown => {
    if (typeof node === "string") {
      for (const typed of typedFacts(node, data)) {
        errors.push({
          file: source.file,
          line: source.lineOfText(path, typed.text),
          field: path.map(String).join(".") || "file",
          message: typed.message,
        });
      }
      if (!hasFacts(node)) return node;
      const resolved = resolveBoth(node, data);
      for (const problem of resolved.problems) {
        errors.push({
          file: source.file,
          line: source.lineOfText(path, `{${problem.name}}`),
          field: path.map(String).join(".") || "file",
          message: problem.message,
        });
      }
      return resolved.text;
    }
    if (Array.isArray(node)) {
      const items = node.map((item, i) => walk(item, [...path, i]));
      return items.some((item, i) => item !== node[i]) ? items : node;
    }
    if (node !== null && typeof node === "object") {
      let changed = false;
      const entries = Object.entries(node).map(([key, item]) => {
        const next = walk(item, [...path, key]);
        changed ||= next !== item;
        return [key, next] as const;
      });
      return changed ? Object.fromEntries(entries) : node;
    }
    return node;
  };
  return { value: walk(value, []), errors };
}

/**
 * A Markdown body with its facts written in. Code is left alone: a fact's braces in a code span or
 * block are an example, not a fact. Lines never move (a value is one line), so every later
 * `file:line` still points at the writer's line.
 */
export function applyMarkdownFacts(
  source: SourceFile,
  body: string,
  data: FactData,
  /** Another check of the prose (not code), with lines within the text it is given. */
  checkProse?: (text: string) => { line: number; message: string }[],
): { body: string; errors: ContentError[] } {
  const errors: ContentError[] = [];
  let out = "";
  let from = 0;
  const report = (index: number, message: string) => {
    const line = body.slice(0, index).split("\n").length;
    errors.push({ file: source.file, line: source.bodyLine + line - 1, field: "body", message });
  };
  const prose = (end: number) => {
    const part = body.slice(from, end);
    for (const typed of typedFacts(part, data)) report(from + typed.index, typed.message);
    if (!hasFacts(part)) return void (out += part);
    const resolved = resolveBoth(part, data);
    for (const problem of resolved.problems) report(from + problem.index, problem.message);
    out += resolved.text;
  };
  const checked = (end: number) => {
    const startLine = body.slice(0, from).split("\n").length;
    for (const problem of checkProse?.(body.slice(from, end)) ?? [])
      errors.push({
        file: source.file,
        line: source.bodyLine + startLine + problem.line - 2,
        field: "body",
        message: problem.message,
      });
    prose(end);
  };
  for (const code of body.matchAll(CODE)) {
    checked(code.index);
    out += code[0];
    from = code.index + code[0].length;
  }
  checked(body.length);
  return { body: out, errors };
}

/** Fenced code blocks and code spans. */
const CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$|`+[^`\n]*`+/gm;

/**
 * Writes the facts into every validated file, in place of its data (the cache keeps the data as
 * written), and returns what the Markdown bodies resolve against. Data files are resolved twice,
 * so a value that itself names a fact reads finished wherever it is named.
 */
export function applyContentFacts(valid: ValidContent): { data: FactData; errors: ContentError[] } {
  const written = Object.fromEntries(Object.entries(valid.data).map(([name, file]) => [name, file!.data]));
  const firstPass = Object.fromEntries(
    Object.entries(valid.data).map(([name, file]) => [
      name,
      applyDataFacts(file!.source, file!.data, written).value,
    ]),
  );
  const errors: ContentError[] = [];
  for (const [name, file] of Object.entries(valid.data)) {
    const resolved = applyDataFacts(file!.source, file!.data, firstPass);
    errors.push(...resolved.errors);
    (valid.data as Record<string, { data: unknown }>)[name] = { ...file!, data: resolved.value };
  }
  const data = Object.fromEntries(Object.entries(valid.data).map(([name, file]) => [name, file!.data]));
  for (const entries of Object.values(valid.entries)) {
    for (const entry of entries) {
      const resolved = applyDataFacts(entry.source, entry.data, data);
      errors.push(...resolved.errors);
      entry.data = resolved.value;
    }
  }
  return { data, errors };
}
