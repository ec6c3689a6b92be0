/**
 * Cross-checks, the faults no single file's schema can see. One rule per kind of value,
 * applied wherever that kind appears: every link field, Markdown link and picture (in bodies and
 * in Markdown fields), every reference to another entry or to a name a data file declares, and the
 * redirects.
 */
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import type { FieldKind } from "#app/core/content/index.ts";
import { COLLECTIONS, DATA_FILES, type CollectionName, type DataFileName } from "#app/core/content/index.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { SourceFile } from "./load.ts";
import type { MarkdownLink, MarkdownProblem } from "#scripts/content/markdown/render.ts";
import { checkLink, type KnownPage, type LinkTargets } from "./link-check.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

export type { KnownPage } from "./link-check.ts";

type SiteIndex = LinkTargets & {
  /** Slugs of every file of each collection, valid or not. */
  slugs: ReadonlyMap<CollectionName, ReadonlySet<string>>;
  /** The names each data file with `keys` declares; a file that failed its schema is left out. */
  keys: ReadonlyMap<string, ReadonlySet<string>>;
};

/** A value to check, with where it came from. Lines are worked out only for errors. */
export type Checked =
  | {
      source: SourceFile;
      field: string;
      line: () => number;
      value: string;
      kind: FieldKind;
      fromPath: string | null;
    }
  | {
      source: SourceFile;
      field: string;
      markdown: { links: MarkdownLink[]; problems: MarkdownProblem[] };
      /** The file's line for a line of the Markdown (and, in a YAML field, the link found on it). */
      lineAt: (line: number, url?: string) => number;
      fromPath: string | null;
    };

/**
 * What a compiler remembers between runs (the watcher of `npm run dev`): the shape of the site
 * the last check saw, and the errors of every item it checked. While the shape stays the same, an
 * item from unchanged bytes has the same errors, so after one edit only that file is checked again.
 */
export type CrossCheckMemory = { shape: string; errors: Map<string, ContentError[]> };

function crossCheck(
  index: SiteIndex,
  checked: readonly Checked[],
  memory?: CrossCheckMemory,
): { errors: ContentError[]; memory: CrossCheckMemory } {
  const shape = siteShape(index);
  const remembered = memory?.shape === shape ? memory.errors : new Map<string, ContentError[]>();
  const next: CrossCheckMemory = { shape, errors: new Map() };
  const errors: ContentError[] = [];
  // Pages link to the same few targets over and over: each distinct site path is checked once.
  const verdicts = new Map<string, string | null>();
  const linkProblem = (url: string, fromPath: string | null) => {
    if (url.startsWith("#")) return checkLink(url, fromPath, index);
    if (!verdicts.has(url)) verdicts.set(url, checkLink(url, fromPath, index));
    return verdicts.get(url)!;
  };
  for (const item of checked) {
    // Pictures and files under public/ can change without any content file changing: always looked at.
    const onDisk =
      "markdown" in item ? item.markdown.links.some((l) => l.kind === "image") : item.kind.kind !== "link";
    const key = `${item.source.file}\0${item.source.hash}\0${item.field}`;
    const known = onDisk ? undefined : remembered.get(key);
    const found = known ?? checkItem(item, index, linkProblem);
    if (!onDisk) next.errors.set(key, found);
    errors.push(...found);
  }
  return { errors, memory: next };
}

function checkItem(
  item: Checked,
  index: SiteIndex,
  linkProblem: (url: string, fromPath: string | null) => string | null,
): ContentError[] {
  const errors: ContentError[] = [];
  const at = (line: number) => ({ file: item.source.file, line, field: item.field });
  if ("markdown" in item) {
    // What the Markdown plugins found wrong (raw HTML, a picture without alt text...).
    for (const { line, message } of item.markdown.problems)
      errors.push({ ...at(item.lineAt(line)), message });
    for (const link of item.markdown.links) {
      const problem =
        link.kind === "image" ? checkPicture(link.url, index) : linkProblem(link.url, item.fromPath);
      if (problem) errors.push({ ...at(item.lineAt(link.line, link.url)), message: problem });
    }
    return errors;
  }
  const problem = checkValue(item.value, item.kind, item.fromPath, index);
  if (problem) errors.push({ ...at(item.line()), message: problem });
  return errors;
}

/** Everything a link's verdict depends on: the pages and their headings, redirects and entries. */
function siteShape(index: SiteIndex): string {
  const hash = createHash("sha256");
  for (const [path, page] of index.pages)
    hash.update(`${path}#${page.anchors ? [...page.anchors].join(",") : "?"}\n`);
  for (const [from, to] of index.redirects) hash.update(`${from}>${to}\n`);
  for (const [name, slugs] of index.slugs) hash.update(`${name}:${[...slugs].join(",")}\n`);
  for (const [file, keys] of index.keys) hash.update(`${file}=${[...keys].join(",")}\n`);
  return hash.digest("hex");
}

/** Each old URL is redirected once, and never while it is still a page (the page would vanish). */
function checkRedirects(
  source: SourceFile,
  redirects: readonly { from: string; to: string }[],
  pages: ReadonlyMap<string, KnownPage>,
): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Set<string>();
  redirects.forEach((redirect, i) => {
    const at = {
      file: source.file,
      line: source.lineOf(["redirects", i, "from"]),
      field: `redirects.${i}.from`,
    };
    if (seen.has(redirect.from)) errors.push({ ...at, message: `${redirect.from} is redirected twice` });
    seen.add(redirect.from);
    if (pages.has(redirect.from)) {
      errors.push({ ...at, message: `${redirect.from} is a page; redirecting it would hide the page` });
    }
  });
  return errors;
}

function checkValue(
  value: string,
  kind: FieldKind,
  fromPath: string | null,
  index: SiteIndex,
): string | null {
  switch (kind.kind) {
    case "link":
      return checkLink(value, fromPath, index);
    case "asset":
      return publicFileExists(value, index) ? null : `${value} does not exist under public/`;
    case "media":
      return value.startsWith("https://") || publicFileExists(value, index)
        ? null
        : `${value} does not exist under public/`;
    case "reference": {
      const collection = kind.collection as CollectionName;
      if (index.slugs.get(collection)?.has(value)) return null;
      return `"${value}" is not an entry of ${collection} (there is no content/${COLLECTIONS[collection].source.replace("*", value)})`;
    }
    case "key":
      return keyProblem(value, kind.file, index);
    case "markdown":
      return null; // rendered and checked as Markdown by the caller
    case "entry":
      return null; // the step that writes the entry in (claims.ts) refuses an unknown id
  }
}

/** Why a `group.name` is not one `file` declares, with the names it could have meant; null when it is. */
function keyProblem(value: string, file: string, index: SiteIndex): string | null {
  const keys = index.keys.get(file);
  // A file that failed its schema has its own errors: its names are trusted until it is fixed.
  if (!keys || keys.has(value)) return null;
  const [group] = value.split(".");
  const inGroup = [...keys].filter((k) => k.startsWith(`${group}.`)).map((k) => k.slice(group!.length + 1));
  const groups = [...new Set([...keys].map((k) => k.split(".")[0]!))];
  const where = `content/${DATA_FILES[file as DataFileName].file}`;
  return inGroup.length > 0
    ? `"${value}" is not in ${where} (${group} has: ${inGroup.join(", ")})`
    : `"${value}" is not in ${where} (its groups are: ${groups.join(", ")})`;
}

function checkPicture(url: string, index: SiteIndex): string | null {
  if (url.startsWith("https://")) return null;
  if (/^http:\/\//i.test(url)) return `picture ${url} uses http:; write https://`;
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0]!);
  } catch {
    return `picture ${url} has a malformed %-escape (a % must be followed by two hex digits)`;
  }
  return path.startsWith("/") && publicFileExists(path, index)
    ? null
    : `picture ${url} does not exist under public/`;
}

function publicFileExists(path: string, index: SiteIndex): boolean {
  return index.fileExists(path);
}

/** Whether a site path is a file under `publicDir`. */
const publicFile = (publicDir: string) => (path: string) => {
  const relative = normalize(path).replace(/^[/\\]+/, "");
  if (relative.startsWith("..") || relative === "") return false; // never outside public/
  const full = join(publicDir, relative);
  return existsSync(full) && statSync(full).isFile();
};

/** The names each data file with `keys` declares (imports.yaml's columns), from its valid data. */
function keysOf(valid: ValidContent): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const name of Object.keys(DATA_FILES) as DataFileName[]) {
    const declare = (DATA_FILES[name] as { keys?: (data: never) => string[] }).keys;
    const file = valid.data[name];
    if (declare && file) keys.set(name, new Set(declare(file.data as never)));
  }
  return keys;
}

/** Every file's entries' slugs, by collection, valid or not: what references may name. */
export function slugsOf(valid: ValidContent): Map<CollectionName, Set<string>> {
  const slugs = new Map<CollectionName, Set<string>>();
  for (const known of valid.known) {
    if (!slugs.has(known.collection)) slugs.set(known.collection, new Set());
    slugs.get(known.collection)!.add(known.slug);
  }
  return slugs;
}

export const crossCheckStep = defineStep({
  name: "crosscheck",
  adds: "an error for each link, anchor, picture, reference or redirect that leads nowhere",
  run(
    {
      valid,
      pages,
      checked,
    }: { valid: ValidContent; pages: ReadonlyMap<string, KnownPage>; checked: Checked[] },
    { publicDir, memory, report },
  ) {
    const redirectsFile = valid.data.redirects;
    const redirects =
      (redirectsFile?.data as { redirects: { from: string; to: string }[] } | undefined)?.redirects ?? [];
    // A redirect from a real page is refused below; links to that page stay links to the page.
    const live = redirects.filter((r) => !pages.has(r.from));
    const index: SiteIndex = {
      pages,
      redirects: new Map(live.map((r) => [r.from, r.to])),
      slugs: slugsOf(valid),
      keys: keysOf(valid),
      fileExists: publicFile(publicDir),
    };
    if (redirectsFile) report(checkRedirects(redirectsFile.source, redirects, pages));
    const result = crossCheck(index, checked, memory.crossCheck);
    memory.crossCheck = result.memory;
    report(result.errors);
    return {};
  },
});
