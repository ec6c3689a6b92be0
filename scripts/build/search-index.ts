/**
 * The site search's index: Pagefind (https://pagefind.app) run over one domain's prerendered
 * pages, written into its folder under SEARCH_INDEX_DIR with Pagefind's own browser script.
 *
 * Pages are added one by one from the manifest (searchablePages), each under its site path, so
 * results link to the clean URL and nothing else is indexed: not the 404 page, not a noindex page,
 * not the sitemap page, not an old URL's redirect page. Each page's text is its <main>
 * (`data-pagefind-body` in root.tsx): the header, menus and footer are left out. Pagefind weighs
 * headings by level, and takes the h1 as the result's title. Beside the index go the pages' exact
 * words (app/core/search/exact-words.ts), which Pagefind's stemmed index does not keep. The copy
 * of a page Pagefind reads has each word's other spelling beside it, so a visitor finds "colour"
 * by "color" and the reverse (app/core/search/other-spellings.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import * as pagefind from "pagefind";
import type { IndexFile } from "pagefind";
import type { ManifestEntry } from "#app/core/content/index.ts";
import { searchablePages } from "#app/core/site/index.ts";
import { SEARCH_INDEX_DIR } from "#app/core/site/index.ts";
import {
  EXACT_WORDS_DIR,
  exactWordsFileOf,
  wordsOf,
  type ExactWordsFile,
  type OtherSpelling,
} from "#app/core/search/index.ts";
import { withOtherSpellingsIndexed } from "./search-spellings.ts";

/** The prerendered file of a site path in a flattened build (postbuild.ts). */
const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/**
 * Indexes `siteDir`'s pages in `language` (the domain's `<html lang>`, e.g. en-GB, which picks
 * Pagefind's stemmer), each word with its `other` spelling beside it, and writes the index into
 * it. Throws on any error Pagefind reports, so a build with a broken index fails whole (build.ts
 * is atomic).
 */
export async function writeSearchIndex(
  siteDir: string,
  manifest: readonly ManifestEntry[],
  { language, other }: { language: string; other: OtherSpelling },
): Promise<{ pages: number }> {
  const fail = (step: string, errors: string[]) => {
    if (errors.length) throw new Error(`search index: ${step}: ${errors.join("; ")}`);
  };
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: language });
    fail("createIndex", errors);
    if (!index) throw new Error("search index: Pagefind returned no index");
    const pages = searchablePages(manifest);
    for (const page of pages) {
      const html = readFileSync(join(siteDir, htmlFileOf(page.path)), "utf8");
      const content = withOtherSpellingsIndexed(html, other);
      const added = await index.addHTMLFile({ url: page.path, content });
      fail(page.path, added.errors);
    }
    // Written here from memory rather than by Pagefind's writeFiles: Pagefind 1.5 answers that
    // call before its last writes are flushed, and close() then kills it, which now and then left
    // a truncated pagefind.js (Pagefind issue #1271).
    const { files, errors: fileErrors } = await index.getFiles();
    fail("getFiles", fileErrors);
    const outputPath = join(siteDir, SEARCH_INDEX_DIR);
    for (const file of [...usedFiles(files), ...exactWordFiles(files)]) {
      const target = join(outputPath, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    return { pages: pages.length };
  } finally {
    await pagefind.close();
  }
}

/**
 * Pagefind also makes its ready-made search UIs, its highlighter, its worker and the WebAssembly of
 * languages the site does not use. The dialog (search-dialog.tsx) calls pagefind.js on the page's
 * own thread, so only that script, the entry file, the language's meta and WebAssembly, and the
 * index, fragment and filter chunks are ever fetched; the rest would be published for nothing.
 */
function usedFiles(files: readonly IndexFile[]): IndexFile[] {
  const entryFile = files.find((file) => file.path === "pagefind-entry.json");
  if (!entryFile) throw new Error("search index: Pagefind made no pagefind-entry.json");
  const entry = JSON.parse(new TextDecoder().decode(entryFile.content)) as {
    languages: Record<string, { wasm?: string }>;
  };
  const wasm = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm}.pagefind`));
  return files.filter(({ path }) => {
    const [top] = path.split("/");
    return (
      top === "pagefind.js" ||
      top === "pagefind-entry.json" ||
      top!.endsWith(".pf_meta") ||
      wasm.has(top!) ||
      ["index", "fragment", "filter"].includes(top!)
    );
  });
}

/** A fragment's JSON: Pagefind gzips it behind a 12-byte signature. */
const PAGEFIND_SIGNATURE = "pagefind_dcd";

/**
 * Every word of every indexed page's text, as written, with the ids of the pages that use it, in
 * one file per first two letters (exact-words.ts). Read from Pagefind's own fragments, so the text
 * and the ids are the ones the dialog's results have.
 */
function exactWordFiles(files: readonly IndexFile[]): IndexFile[] {
  const byFile = new Map<string, ExactWordsFile>();
  for (const file of files) {
    if (!file.path.startsWith("fragment/")) continue;
    const json = new TextDecoder().decode(gunzipSync(file.content));
    if (!json.startsWith(PAGEFIND_SIGNATURE)) throw new Error(`search index: unreadable ${file.path}`);
    const { content } = JSON.parse(json.slice(PAGEFIND_SIGNATURE.length)) as { content: string };
    const id = basename(file.path, ".pf_fragment");
    for (const word of new Set(wordsOf(content))) {
      const name = exactWordsFileOf(word);
      const words = byFile.get(name) ?? {};
      byFile.set(name, words);
      (words[word] ??= []).push(id);
    }
  }
  return [...byFile].map(([name, words]) => ({
    path: `${EXACT_WORDS_DIR}${name}`,
    content: new TextEncoder().encode(JSON.stringify(words)),
  }));
}
