/**
 * Every collection file's Markdown body rendered, valid front matter or not (its headings
 * are link targets), with its prose checked and its links queued for the cross-check.
 */
import { DATA_FILES, type DataFileName } from "#app/core/content/index.ts";
import { checkMarkdownProse } from "#scripts/content/facts/apply-facts.ts";
import { hasFacts, type FactData } from "#scripts/content/facts/resolve-facts.ts";
import type { ContentCache, Rendered } from "#scripts/content/machinery/content-cache.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";
import { dataTableNames } from "#scripts/content/markdown/data-table.ts";
import { hasImportTables } from "#scripts/content/markdown/import-tables.ts";
import { hasMarketForms, proseFor } from "#scripts/content/markdown/markets.ts";
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
  market: SiteDomain,
  checkUk?: UkCheck,
): Rendered {
  // Unchanged, naming no facts, and its prose passed this very check before: nothing to redo.
  const checkedWith = source.cached?.bodyCheckedWith?.[market];
  const known =
    source.cached?.bodyRender &&
    source.cached.bodyFacts === false &&
    checkedWith === (checkUk?.settings ?? "")
      ? cache.known(source.cached.bodyRender)
      : undefined;
  if (known) return known;
  const proseErrors = checkMarkdownProse(
    source,
    // The prose this market shows: the other market's forms blanked, lines kept.
    proseFor(source.body, market),
    facts,
    checkUk,
  );
  report(proseErrors);
  const rendered = cache.render(source.body, facts, market);
  if (source.cached) {
    source.cached.bodyRender = rendered.id;
    // A body that names facts, data or import tables, or has per-market forms, renders again for
    // each market and change.
    source.cached.bodyFacts =
      hasFacts(source.body) ||
      dataTableNames(source.body).length > 0 ||
      hasImportTables(source.body) ||
      hasMarketForms(source.body) ||
      proseErrors.length > 0;
    source.cached.bodyCheckedWith = { ...source.cached.bodyCheckedWith, [market]: checkUk?.settings ?? "" };
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
    { cache, market, report },
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
      const rendered = renderBody(source, cache, facts, report, market, checkUk);
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
