/**
 * The content compiler: its steps in order (steps/), over the cache that lets a rebuild after one
 * edited file read, parse and render only that file (machinery/). It reads files (and the cache)
 * but writes no output; steps/emit.ts writes the result only when there is no error. Every step
 * runs on whatever the earlier ones could accept, so a writer sees schema errors and broken links
 * of the same run together, and never a false second error.
 *
 * Each domain is a market with copy, prices and facts of its own, so the steps that read text run
 * once per market, on that market's view of the files; a file without per-market forms is the
 * same object in both views, so what the cache learned of it serves both.
 */
import { join, relative } from "node:path";
import { DOMAINS, type SiteDomain } from "#app/core/locale/index.ts";
import { localeFactPhrases } from "./facts/resolve-facts.ts";
import { createContentCache, type ContentCache } from "./machinery/content-cache.ts";
import { parseInWorkers } from "./machinery/parse-pool.ts";
import { ContentBuildError, formatError, sortErrors, type ContentError } from "./report/errors.ts";
import { loadSpellers } from "./spelling/uk-dictionary.ts";
import { loadTagger } from "./spelling/uk-spelling.ts";
import { assembleStep, type Compiled, type MarketView } from "./steps/assemble.ts";
import { bodiesStep } from "./steps/bodies.ts";
import { claimsStep } from "./steps/claims.ts";
import { crossCheckStep } from "./steps/crosscheck.ts";
import { factsStep } from "./steps/facts.ts";
import { fieldsStep } from "./steps/fields.ts";
import { loadStep, type ParseMany, type SourceFile } from "./steps/load.ts";
import { manifestStep } from "./steps/manifest.ts";
import { marketsStep } from "./steps/markets.ts";
import { pricesStep } from "./steps/prices.ts";
import { pricingCoverageStep } from "./steps/pricing-coverage.ts";
import { spellingMapStep } from "./steps/spelling-map.ts";
import type { RunMemory, StepContext } from "./steps/step.ts";
import { ukCheckStep } from "./steps/uk-check.ts";
import { validateStep } from "./steps/validate.ts";

export type CompileResult = Compiled & {
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

/** The steps that read text, for one market: its view of the files, validated, priced and rendered. */
async function compileMarket(files: SourceFile[], context: StepContext) {
  const { valid } = await validateStep.run({ files }, context);
  await pricesStep.run({ valid }, context);
  const { facts } = await factsStep.run({ valid }, context);
  await claimsStep.run({ valid }, context);
  const { checkUk } = await ukCheckStep.run({ valid }, context);
  const { bodies, pages, bodyLinks } = await bodiesStep.run({ files, valid, facts, checkUk }, context);
  const { markdownFields, fieldLinks } = await fieldsStep.run({ valid }, context);
  return { valid, facts, bodies, pages, markdownFields, links: [...bodyLinks, ...fieldLinks] };
}

/** One run: every step in order, then the output, or every error the steps reported, each once. */
async function compileOnce(
  projectDir: string,
  options: CompileOptions,
  cache: ContentCache,
  memory: RunMemory,
  parseMany: ParseMany,
): Promise<CompileResult> {
  const contentDir = options.contentDir ?? join(projectDir, "content");
  const errors = new Map<string, ContentError>();
  const context: StepContext = {
    projectDir,
    contentDir,
    publicDir: options.publicDir ?? join(projectDir, "public"),
    label: relative(projectDir, contentDir).split("\\").join("/") || "content",
    cache,
    memory,
    market: DOMAINS[0],
    // Both markets' steps find what the files share: each error once.
    report: (found) => {
      for (const error of found) errors.set(formatError(error), error);
    },
  };
  // The UK dictionaries (seconds, once per process) load while the files are read.
  void loadSpellers();
  void loadTagger();
  const { files } = await loadStep.run({ parseMany }, context);
  const { byMarket } = await marketsStep.run({ files }, context);
  const markets = {} as Record<SiteDomain, Awaited<ReturnType<typeof compileMarket>>>;
  for (const market of DOMAINS)
    markets[market] = await compileMarket(byMarket[market], { ...context, market });
  const [first, ...rest] = DOMAINS.map((market) => markets[market]);
  const { valid } = first!;
  const others = rest.map((m) => m.valid);
  const { manifest, dates } = await manifestStep.run({ valid, others }, context);
  await pricingCoverageStep.run({ valid }, context);
  const checked = DOMAINS.flatMap((market) => markets[market].links);
  await crossCheckStep.run({ valid, pages: first!.pages, checked }, context);
  const views = markets as Record<SiteDomain, MarketView>;
  const { spellingMap } = await spellingMapStep.run({ views }, context);
  const stats = cache.endRun();
  if (errors.size > 0 || !manifest || !spellingMap)
    throw new ContentBuildError(sortErrors([...errors.values()]));
  // Facts that UK English writes differently (dates, lists of plans) become UK text through the map.
  const ukMap = { ...localeFactPhrases(first!.facts), ...spellingMap };
  const compiled = await assembleStep.run({ views, manifest, dates, spelling: ukMap }, context);
  return { ...compiled, stats };
}
