/**
 * The UK text of every prerendered page, for the browser's switch to UK English: beside each page's
 * `.data` file (its loaders' data, in US English as written), a `.uk.json` file with the UK form of
 * every string in it that UK English spells differently (components/locale/uk-text.ts reads it).
 * The UK form is the build-time respelling the .com prerender prints (core/locale/spelling.ts's
 * ukText), so a visitor who switches on .us reads what .com says. Strings the parts that load on
 * demand show (the mega-menu's cards, the search dialog's copy) are in every page's file: any
 * page can open them.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ukText, type SpellingMap } from "#app/core/locale/index.ts";
import { ukTextFileOf } from "#app/core/locale/index.ts";
import { NOT_FOUND_PRERENDER_PATH } from "#app/core/site/index.ts";

/** Every string in a JSON value, keys included (a key can be a label's only spelling too). */
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      collectStrings(item, into);
    }
}

/**
 * The strings of a React Router `.data` file. It is turbo-stream: one JSON array of the flattened
 * values, then a line per settled promise (`P3:[...]`, `E3:[...]`), so every string is a JSON
 * string somewhere in its lines.
 */
function dataFileStrings(text: string): Set<string> {
  const strings = new Set<string>();
  for (const line of text.split("\n")) {
    const json = line.replace(/^[PE]\d+:/, "");
    if (json.trim()) collectStrings(JSON.parse(json), strings);
  }
  return strings;
}

/** US -> UK for the strings whose UK form differs. */
function ukTable(strings: Iterable<string>, pairs: SpellingMap): Record<string, string> {
  const table: Record<string, string> = {};
  for (const us of strings) {
    const uk = ukText(us, pairs);
    if (uk !== us) table[us] = uk;
  }
  return table;
}

/** The site path of a `.data` file under `siteDir`: _root.data is the home page. */
function pathOfDataFile(siteDir: string, file: string): string {
  const name = relative(siteDir, file)
    .split(sep)
    .join("/")
    .replace(/\.data$/, "");
  return name === "_root" ? "/" : `/${name}`;
}

function dataFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".data"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes the `.uk.json` file of every page of the domain folder `siteDir`; `shared` is the copy of
 * the on-demand parts. The 404 page has no `.data` file (its data is in 404.html, served for any
 * unknown address): its copy is the shell's, which every page's data holds, so its file is the
 * home page's. Returns the paths it wrote a file for.
 */
export function writeUkText(siteDir: string, pairs: SpellingMap, shared: unknown[]): string[] {
  const sharedStrings = new Set<string>();
  for (const value of shared) collectStrings(value, sharedStrings);
  const pages = new Map(
    dataFiles(siteDir).map((file) => [pathOfDataFile(siteDir, file), readFileSync(file, "utf8")]),
  );
  if (!pages.has(NOT_FOUND_PRERENDER_PATH) && pages.has("/"))
    pages.set(NOT_FOUND_PRERENDER_PATH, pages.get("/")!);
  for (const [path, data] of pages) {
    const strings = dataFileStrings(data);
    for (const s of sharedStrings) strings.add(s);
    writeFileSync(join(siteDir, ukTextFileOf(path)), JSON.stringify(ukTable(strings, pairs)));
  }
  return [...pages.keys()];
}
