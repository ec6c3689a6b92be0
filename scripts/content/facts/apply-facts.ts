/**
 * Writes facts into the content at build time, after validation: every string of a YAML file or a
 * page's front matter (Markdown bodies get theirs from remark-facts as they are rendered, through
 * the same resolver). A name that does not resolve is a content error on its own line.
 */
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { SourceFile } from "#scripts/content/steps/load.ts";
import type { ValidContent } from "#scripts/content/steps/validate.ts";
import { hasFacts, resolveShared, type FactData } from "./resolve-facts.ts";
import { typedFacts } from "./typed-facts.ts";
import { unsourcedClaims } from "./unsourced-claims.ts";

type Path = (string | number)[];

/**
 * Whether a string of data is looked at for claims with no source: not in claims.yaml, whose
 * figures are the sources, nor in a quote of quotes.yaml that lists the claims its figures state.
 */
function claimsChecked(file: string, data: unknown, path: Path): "copy" | "quote" | false {
  if (/(^|\/)claims\.yaml$/.test(file)) return false;
  if (!/(^|\/)quotes\.yaml$/.test(file)) return "copy";
  const quotes = (data as { quotes?: Record<string, { claims?: string[] }> }).quotes ?? {};
  return path[0] === "quotes" && (quotes[String(path[1])]?.claims?.length ?? 0) > 0 ? false : "quote";
}

/** How a quote names the claims its figures state. */
const QUOTE_NAMES = "list its id under this quote's claims";

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
      const checked = claimsChecked(source.file, value, path);
      const claims = checked ? unsourcedClaims(node, checked === "quote" ? QUOTE_NAMES : undefined) : [];
      for (const typed of [...typedFacts(node, data), ...claims]) {
        errors.push({
          file: source.file,
          line: source.lineOfText(path, typed.text),
          field: path.map(String).join(".") || "file",
          message: typed.message,
        });
      }
      if (!hasFacts(node)) return node;
      const resolved = resolveShared(node, data);
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
    // A figure or a quote named by id: the claims step writes in the register's words.
    if (
      node !== null &&
      typeof node === "object" &&
      ("claim" in node || "quoteId" in node || ("id" in node && "person" in node))
    )
      return node;
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
 * The checks of a Markdown body's prose (not its code: a fact's braces or a word in a code span or
 * block are an example): a plan's number typed beside its name, and `checkProse` (the UK
 * dictionary's). The facts themselves are written in as the body is rendered, by remark-facts.
 */
export function checkMarkdownProse(
  source: SourceFile,
  body: string,
  data: FactData,
  /** Another check of the prose, with lines within the text it is given. */
  checkProse?: (text: string) => { line: number; message: string }[],
): ContentError[] {
  const errors: ContentError[] = [];
  let from = 0;
  const lineAt = (index: number) => source.bodyLine + body.slice(0, index).split("\n").length - 1;
  const check = (end: number) => {
    const part = body.slice(from, end);
    for (const problem of checkProse?.(part) ?? [])
      errors.push({
        file: source.file,
        line: lineAt(from) + problem.line - 1,
        field: "body",
        message: problem.message,
      });
    for (const typed of typedFacts(part, data))
      errors.push({
        file: source.file,
        line: lineAt(from + typed.index),
        field: "body",
        message: typed.message,
      });
  };
  for (const code of body.matchAll(CODE)) {
    check(code.index);
    from = code.index + code[0].length;
  }
  check(body.length);
  // Claims are looked for in the prose outside code and worked examples, blanked to keep lines.
  const prose = body.replace(CODE, blank).replace(EXAMPLE, blank);
  for (const claim of unsourcedClaims(prose))
    errors.push({ file: source.file, line: lineAt(claim.index), field: "body", message: claim.message });
  return errors;
}

/** A worked example (`:::example` ... `:::`): arithmetic a writer shows, not a claim. */
const EXAMPLE = /^ {0,3}:::example\b[^\n]*\n[\s\S]*?^ {0,3}:::[ \t]*$/gm;
const blank = (text: string) => text.replace(/[^\n]/g, " ");

/** Fenced code blocks and code spans. */
const CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$|`+[^`\n]*`+/gm;

/**
 * Writes the facts into every validated file, in place of its data (the cache keeps the data as
 * written), and returns what the Markdown bodies resolve against. Data files are resolved twice,
 * so a value that itself names a fact reads finished wherever it is named.
 */
export function applyContentFacts(
  valid: ValidContent,
  extra: FactData = {},
): { data: FactData; errors: ContentError[] } {
  const written = {
    ...Object.fromEntries(Object.entries(valid.data).map(([name, file]) => [name, file!.data])),
    ...extra,
  };
  const firstPass = {
    ...Object.fromEntries(
      Object.entries(valid.data).map(([name, file]) => [
        name,
        applyDataFacts(file!.source, file!.data, written).value,
      ]),
    ),
    ...extra,
  };
  const errors: ContentError[] = [];
  for (const [name, file] of Object.entries(valid.data)) {
    const resolved = applyDataFacts(file!.source, file!.data, firstPass);
    errors.push(...resolved.errors);
    (valid.data as Record<string, { data: unknown }>)[name] = { ...file!, data: resolved.value };
  }
  const data = {
    ...Object.fromEntries(Object.entries(valid.data).map(([name, file]) => [name, file!.data])),
    ...extra,
  };
  for (const entries of Object.values(valid.entries)) {
    for (const entry of entries) {
      const resolved = applyDataFacts(entry.source, entry.data, data);
      errors.push(...resolved.errors);
      entry.data = resolved.value;
    }
  }
  return { data, errors };
}
