/**
 * Step 5: every collection file's Markdown body rendered, valid front matter or not (its headings
 * are link targets), with its prose checked and its links queued for the cross-check.
 */
import { DATA_FILES, type DataFileName } from "#app/core/content/index.ts";
import { checkMarkdownProse } from "#scripts/content/facts/apply-facts.ts";
import { hasFacts, type FactData } from "#scripts/content/facts/resolve-facts.ts";
import type { ContentCache, Rendered } from "#scripts/content/machinery/content-cache.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { UkCheck } from "#scripts/content/spelling/uk-dictionary.ts";
import type { Checked, KnownPage } from "./crosscheck.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

/**
 * A file's Markdown body with its facts written in, rendered or from the cache. An unchanged file
 * that names no facts is not even read; one that does is resolved again, as the data may have changed.
 */
function renderBody(
  source: SourceFile,
  cache: ContentCache,
  facts: FactData,
  report: (errors: Iterable<ContentError>) => void,
  checkUk?: UkCheck,
): Rendered {
  const known =
    source.cached?.bodyRender && source.cached.bodyFacts === false
      ? cache.known(source.cached.bodyRender)
      : undefined;
  if (known) return known;
  const proseErrors = checkMarkdownProse(
    source,
    source.body,
    facts,
    checkUk && ((text) => checkUk(text).map(({ word, line }) => ({ line, message: checkUk.message(word) }))),
  );
  report(proseErrors);
  const rendered = cache.render(source.body, facts);
  if (source.cached) {
    source.cached.bodyRender = rendered.id;
    source.cached.bodyFacts = hasFacts(source.body) || proseErrors.length > 0;
  }
  return rendered;
}

/** The path of the page a data file is (the home page), if it is one. */
export const dataPagePath = (name: DataFileName) =>
  (DATA_FILES[name] as { page?: { path: string } }).page?.path ?? null;

const dataFileName = (source: SourceFile) =>
  (Object.keys(DATA_FILES) as DataFileName[]).find((name) => DATA_FILES[name].file === source.rel);

export const bodiesStep = defineStep({
  name: "bodies",
  adds: "each page's rendered body and headings, and the body links the cross-check will follow",
  run(
    {
      files,
      valid,
      facts,
      checkUk,
    }: { files: SourceFile[]; valid: ValidContent; facts: FactData; checkUk?: UkCheck },
    { cache, report },
  ) {
    const bodies = new Map<string, Rendered>();
    const pages = new Map<string, KnownPage>();
    const checked: Checked[] = [];
    for (const known of valid.known) {
      const { source } = known;
      if (!source.rel.endsWith(".md")) {
        pages.set(known.path, { anchors: new Set() });
        continue;
      }
      if (source.data === undefined && source.body === "") {
        pages.set(known.path, { anchors: null }); // the file could not be split: its headings are unknown
        continue;
      }
      const rendered = renderBody(source, cache, facts, report, checkUk);
      bodies.set(known.path, rendered);
      pages.set(known.path, { anchors: new Set(rendered.headings.map((h) => h.id)) });
      const lineAt = (line: number) => source.bodyLine + line - 1;
      checked.push({ source, field: "body", markdown: rendered, lineAt, fromPath: known.path });
    }
    for (const source of files) {
      const name = dataFileName(source);
      const path = name && dataPagePath(name);
      if (path) pages.set(path, { anchors: new Set() });
    }
    return { bodies, pages, bodyLinks: checked };
  },
});
