/**
 * The whole pipeline as one function: load -> validate -> render -> manifest -> cross-check.
 * It reads files (and the render cache) but writes no output; emit.ts writes the result only when
 * there is no error. Every step runs on whatever the earlier ones could accept, so a writer sees
 * schema errors and broken links of the same run together, and never a false second error.
 */
import { join, relative } from "node:path";
import type { z } from "zod";
import { COLLECTIONS, DATA_FILES, type CollectionName, type DataFileName } from "#app/core/content/index.ts";
import type { Section } from "#app/core/content/index.ts";
import type {
  CompiledContent,
  CompiledEntry,
  CompiledManifest,
  ManifestEntry,
} from "#app/core/content/index.ts";
import { checkPricingCoverage } from "#scripts/content/steps/pricing-coverage.ts";
import {
  checkRedirects,
  crossCheck,
  type Checked,
  type CrossCheckMemory,
  type KnownPage,
  type SiteIndex,
} from "#scripts/content/steps/crosscheck.ts";
import { ContentBuildError, sortErrors, type ContentError } from "#scripts/content/report/errors.ts";
import { applyContentFacts, checkMarkdownProse } from "#scripts/content/facts/apply-facts.ts";
import { hasFacts, localeFactPhrases } from "#scripts/content/facts/resolve-facts.ts";
import type { FactData } from "#scripts/content/facts/resolve-facts.ts";
import {
  loadSpellers,
  ukDataErrors,
  usOnlyMessage,
  usOnlyWords,
  type UkCheck,
} from "#scripts/content/spelling/uk-dictionary.ts";
import type { SpellingMap } from "#app/core/locale/index.ts";
import {
  checkedUkSpellingMap,
  loadTagger,
  type ShownText,
  type SpellingData,
} from "#scripts/content/spelling/uk-spelling.ts";
import { kindedValues } from "#scripts/content/steps/field-walk.ts";
import { loadContent, type ParseMany, type SourceFile } from "#scripts/content/steps/load.ts";
import { parseInWorkers } from "#scripts/content/machinery/parse-pool.ts";
import { buildManifest } from "#scripts/content/steps/manifest.ts";
import { gitDates, type GitDates } from "#scripts/content/steps/git-dates.ts";
import {
  createContentCache,
  type ContentCache,
  type Rendered,
} from "#scripts/content/machinery/content-cache.ts";
import { fieldName, validateContent } from "#scripts/content/steps/validate.ts";

export type CompileResult = {
  content: CompiledContent;
  manifest: CompiledManifest;
  spelling: Record<string, string>;
  /** The packs of rendered bodies the content refers to (body-packs.ts), for emit to write. */
  bodyPacks: ReadonlyMap<string, { file: string } | { text: string }>;
  /** Markdown texts rendered this run, and those the cache already had. */
  stats: { rendered: number; reused: number };
};

export type CompileOptions = {
  contentDir?: string;
  publicDir?: string;
  /** Where what the pipeline learns is cached between runs; null keeps it in memory (unit tests). */
  cacheDir?: string | null;
};

/** One compile of a project's content, saving what it learned to the cache. */
export async function compileContent(
  projectDir: string,
  options: CompileOptions = {},
): Promise<CompileResult> {
  const compiler = createCompiler(projectDir, options);
  try {
    return await compiler.compile();
  } finally {
    compiler.saveCache();
  }
}

/**
 * A compiler that keeps its cache in memory between runs, for the watcher of `npm run dev`: after
 * an edit it stats every file but reads, parses and renders only what changed.
 */
export function createCompiler(projectDir: string, options: CompileOptions = {}) {
  const cache = createContentCache(options.cacheDir === undefined ? null : options.cacheDir);
  const memory: RunMemory = {};
  const parseMany = parseInWorkers(cache);
  return {
    compile: () => compileOnce(projectDir, options, cache, memory, parseMany),
    /** Writes the cache to disk; a watcher does it when idle, not on every keystroke's rebuild. */
    saveCache: () => cache.save(),
  };
}

/** What one run leaves for the next in the same process. */
type RunMemory = { crossCheck?: CrossCheckMemory; ukFindings?: UkFindings };

/**
 * The dictionary's findings for each text the last run checked, with the spelling.yaml they were
 * found under: at 10,000 pages, checking every front matter's strings again was a third of the
 * rebuild after a one-file edit.
 */
type UkFindings = { spelling: string; byText: Map<string, ReturnType<UkCheck>> };

async function compileOnce(
  projectDir: string,
  options: CompileOptions,
  cache: ContentCache,
  memory: RunMemory,
  parseMany: ParseMany,
): Promise<CompileResult> {
  const contentDir = options.contentDir ?? join(projectDir, "content");
  const publicDir = options.publicDir ?? join(projectDir, "public");
  const label = relative(projectDir, contentDir).split("\\").join("/") || "content";

  // The UK dictionaries (seconds, once per process) load while the files are read.
  void loadSpellers();
  void loadTagger();
  const loaded = await loadContent(contentDir, projectDir, cache, parseMany);
  const { content: valid, errors: validationErrors } = validateContent(loaded.files, label);
  const errors: ContentError[] = [...loaded.errors, ...validationErrors];
  // Facts are written in before anything reads the text: renders, links and the manifest see values.
  const facts = applyContentFacts(valid);
  errors.push(...facts.errors);
  // The UK text, checked against en-GB's dictionary: YAML strings here, bodies as they render.
  const checkUk = await ukCheck(valid, memory);
  for (const [name, file] of Object.entries(valid.data))
    if (name !== "spelling" && checkUk) errors.push(...ukDataErrors(file.source, file.data, checkUk));
  for (const entries of Object.values(valid.entries))
    for (const entry of entries) if (checkUk) errors.push(...ukDataErrors(entry.source, entry.data, checkUk));
  const checked: Checked[] = [];

  // Every collection file's Markdown body, valid frontmatter or not: its headings are link targets.
  const bodies = new Map<string, Rendered>();
  const pages = new Map<string, KnownPage>();
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
    const rendered = renderBody(source, cache, facts.data, errors, checkUk);
    bodies.set(known.path, rendered);
    pages.set(known.path, { anchors: new Set(rendered.headings.map((h) => h.id)) });
    const lineAt = (line: number) => source.bodyLine + line - 1;
    checked.push({ source, field: "body", markdown: rendered, lineAt, fromPath: known.path });
  }
  const dataPagePath = (name: DataFileName) =>
    (DATA_FILES[name] as { page?: { path: string } }).page?.path ?? null;
  for (const source of loaded.files) {
    const name = dataFileName(source);
    const path = name && dataPagePath(name);
    if (path) pages.set(path, { anchors: new Set() });
  }

  // Fields that point somewhere or hold Markdown, in every file that passed its schema.
  const markdownFields = new Map<SourceFile, { path: (string | number)[]; html: string }[]>();
  const visitFields = (source: SourceFile, schema: z.ZodType, data: unknown, fromPath: string | null) => {
    for (const { path, value, kind } of kindedValues(schema, data)) {
      const field = fieldName(path);
      if (kind.kind === "markdown") {
        const rendered = cache.render(value);
        const list = markdownFields.get(source) ?? [];
        list.push({ path, html: rendered.html() });
        markdownFields.set(source, list);
        // YAML folds Markdown's lines, so a link's line is found by its text in the file.
        const lineAt = (line: number, url?: string) =>
          url ? source.lineOfText(path, url) : source.lineOf(path) + line - 1;
        checked.push({ source, field, markdown: rendered, lineAt, fromPath });
      } else {
        checked.push({ source, field, line: () => source.lineOf(path), value, kind, fromPath });
      }
    }
  };
  for (const name of Object.keys(DATA_FILES) as DataFileName[]) {
    const file = valid.data[name];
    if (file) visitFields(file.source, DATA_FILES[name].schema, file.data, dataPagePath(name));
  }
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    for (const entry of valid.entries[name])
      visitFields(entry.source, COLLECTIONS[name].schema, entry.data, entry.path);
  }

  // When each page last changed, for the sitemap and "Last updated": one git call covers content/.
  const dates = gitDates(projectDir, contentDir);
  const { manifest, errors: manifestErrors } = buildManifest(valid, dates);
  errors.push(...manifestErrors);

  const redirectsFile = valid.data.redirects;
  const redirects =
    (redirectsFile?.data as { redirects: { from: string; to: string }[] } | undefined)?.redirects ?? [];
  const slugs = new Map<CollectionName, Set<string>>();
  for (const known of valid.known) {
    if (!slugs.has(known.collection)) slugs.set(known.collection, new Set());
    slugs.get(known.collection)!.add(known.slug);
  }
  // A redirect from a real page is refused below; links to that page stay links to the page.
  const liveRedirects = redirects.filter((r) => !pages.has(r.from));
  const index: SiteIndex = {
    pages,
    redirects: new Map(liveRedirects.map((r) => [r.from, r.to])),
    slugs,
    publicDir,
  };
  if (redirectsFile) errors.push(...checkRedirects(redirectsFile.source, redirects, pages));
  const pricingFile = valid.data.pricing;
  if (pricingFile) {
    const pricing = pricingFile.data as Parameters<typeof checkPricingCoverage>[1];
    errors.push(...checkPricingCoverage(pricingFile.source, pricing, slugs));
  }
  const checkedLinks = crossCheck(index, checked, memory.crossCheck);
  memory.crossCheck = checkedLinks.memory;
  errors.push(...checkedLinks.errors);
  // The UK map, with the places its noun-only words are not nouns: every text a page shows.
  const spellingFile = valid.data.spelling as { source: SourceFile; data: SpellingData } | undefined;
  const shownTexts: ShownText[] = [];
  const show = (source: SourceFile, texts: Iterable<string>) => {
    for (const text of texts) shownTexts.push({ text, file: source.file });
  };
  for (const [name, file] of Object.entries(valid.data))
    if (name !== "spelling") show(file.source, stringsIn(file.data));
  for (const entries of Object.values(valid.entries))
    for (const entry of entries) show(entry.source, stringsIn(entry.data));
  for (const [source, fields] of markdownFields)
    show(
      source,
      fields.map((field) => field.html),
    );
  for (const known of valid.known) {
    const body = bodies.get(known.path);
    if (body) show(known.source, [body.html()]);
  }
  const spelling = spellingFile && (await checkedUkSpellingMap(spellingFile, shownTexts));
  errors.push(...(spelling?.errors ?? []));
  const stats = cache.endRun();
  if (errors.length > 0 || !manifest || !spelling) throw new ContentBuildError(sortErrors(errors));

  // Facts that UK English writes differently (dates, lists of plans) become UK text through the map.
  const ukMap = { ...localeFactPhrases(facts.data), ...spelling.map };
  return { ...assemble(valid, manifest, bodies, markdownFields, cache, dates, ukMap), stats };
}

/**
 * A file's Markdown body with its facts written in, rendered or from the cache. An unchanged file
 * that names no facts is not even read; one that does is resolved again, as the data may have changed.
 */
function renderBody(
  source: SourceFile,
  cache: ContentCache,
  facts: FactData,
  errors: ContentError[],
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
    checkUk && ((text) => checkUk(text).map(({ word, line }) => ({ line, message: usOnlyMessage(word) }))),
  );
  errors.push(...proseErrors);
  const rendered = cache.render(source.body, facts);
  if (source.cached) {
    source.cached.bodyRender = rendered.id;
    source.cached.bodyFacts = hasFacts(source.body) || proseErrors.length > 0;
  }
  return rendered;
}

/**
 * The UK text's dictionary check, with the map and allowed words of spelling.yaml (when it passed).
 * A text the last run checked under the same spelling.yaml is not checked again; only this run's
 * texts are kept for the next, so a long watch session holds no more than one run's findings.
 */
async function ukCheck(
  valid: ReturnType<typeof validateContent>["content"],
  memory: RunMemory,
): Promise<UkCheck | undefined> {
  const spelling = valid.data.spelling?.data as { pairs: SpellingMap; allowed: string[] } | undefined;
  if (!spelling) return undefined;
  const spellers = await loadSpellers();
  const allowed = new Set(spelling.allowed.map((word) => word.toLowerCase()));
  const key = JSON.stringify(spelling);
  const last = memory.ukFindings?.spelling === key ? memory.ukFindings.byText : undefined;
  const byText = new Map<string, ReturnType<UkCheck>>();
  memory.ukFindings = { spelling: key, byText };
  return (text) => {
    let found = byText.get(text) ?? last?.get(text);
    found ??= usOnlyWords(text, spelling.pairs, allowed, spellers);
    byText.set(text, found);
    return found;
  };
}

function dataFileName(source: SourceFile): DataFileName | undefined {
  return (Object.keys(DATA_FILES) as DataFileName[]).find((name) => DATA_FILES[name].file === source.rel);
}

/** The compiled output, once everything has passed. */
function assemble(
  valid: ReturnType<typeof validateContent>["content"],
  manifest: ManifestEntry[],
  bodies: Map<string, Rendered>,
  markdownFields: Map<SourceFile, { path: (string | number)[]; html: string }[]>,
  cache: ContentCache,
  dates: GitDates,
  spelling: SpellingMap,
): Omit<CompileResult, "stats"> {
  const dataOf = (name: DataFileName) =>
    withHtml(valid.data[name]!.data, markdownFields.get(valid.data[name]!.source));
  const data = Object.fromEntries(
    (Object.keys(DATA_FILES) as DataFileName[]).filter((n) => n !== "spelling").map((n) => [n, dataOf(n)]),
  ) as CompiledContent["data"];

  const collections = Object.fromEntries(
    (Object.keys(COLLECTIONS) as CollectionName[]).map((name) => {
      const definition = COLLECTIONS[name] as {
        card: (entry: unknown) => Omit<CompiledEntry["card"], "path">;
      };
      const entries = valid.entries[name].map((entry): CompiledEntry => {
        const rendered = bodies.get(entry.path);
        const compiled = {
          slug: entry.slug,
          path: entry.path,
          data: withHtml(entry.data, markdownFields.get(entry.source)),
        };
        return {
          ...compiled,
          file: entry.source.file,
          ...(dates.has(entry.source.file) && { lastCommit: dates.get(entry.source.file) }),
          card: { path: entry.path, ...definition.card(compiled) },
          body: rendered?.id ?? null,
        } as CompiledEntry;
      });
      return [name, entries];
    }),
  ) as CompiledContent["collections"];

  const sections = (valid.data.sections!.data as { sections: Section[] }).sections;
  const site = valid.data.site!.data as { siteUrl: CompiledManifest["siteUrl"] };
  return {
    content: { data, collections },
    manifest: { manifest, redirects: data.redirects.redirects, sections, siteUrl: site.siteUrl },
    spelling,
    bodyPacks: cache.packs(),
  };
}

/** Every string in a value, however deep. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) yield* stringsIn(item);
}

/** An entry's data with its Markdown fields (if any) replaced by their HTML. */
function withHtml(data: unknown, fields: { path: (string | number)[]; html: string }[] | undefined): unknown {
  if (!fields?.length) return data;
  const copy = structuredClone(data);
  for (const { path, html } of fields) setAt(copy, path, html);
  return copy;
}

function setAt(target: unknown, path: (string | number)[], value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}
