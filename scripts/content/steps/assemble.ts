/**
 * The compiled output, once every earlier step has passed: each market's data files and
 * entries with their Markdown fields as HTML, their cards and bodies; the manifest and the UK map.
 */
import {
  COLLECTIONS,
  isCheckFile,
  DATA_FILES,
  type CollectionName,
  type CompiledContent,
  type CompiledEntry,
  type CompiledManifest,
  type DataFileName,
  type ManifestEntry,
  type Section,
} from "#app/core/content/index.ts";
import type { SiteDomain, SpellingMap } from "#app/core/locale/index.ts";
import type { Rendered } from "#scripts/content/machinery/content-cache.ts";
import type { GitDates } from "#scripts/content/machinery/git-dates.ts";
import type { MarkdownField } from "./fields.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

/** What a compile produces: everything emit.ts writes. */
export type Compiled = {
  /** The content as each market's pages see it. */
  content: Record<SiteDomain, CompiledContent>;
  manifest: CompiledManifest;
  spelling: Record<string, string>;
  /** The packs of rendered bodies the content refers to (body-packs.ts), for emit to write. */
  bodyPacks: ReadonlyMap<string, { file: string } | { text: string }>;
};

/** One market's compiled view, as compile.ts hands it to this step. */
export type MarketView = {
  valid: ValidContent;
  bodies: ReadonlyMap<string, Rendered>;
  markdownFields: ReadonlyMap<SourceFile, MarkdownField[]>;
};

/** One market's content, once everything has passed. */
function assembleContent({ valid, bodies, markdownFields }: MarketView, dates: GitDates): CompiledContent {
  const dataOf = (name: DataFileName) =>
    withHtml(valid.data[name]!.data, markdownFields.get(valid.data[name]!.source));
  const data = Object.fromEntries(
    (Object.keys(DATA_FILES) as DataFileName[]).filter((n) => !isCheckFile(n)).map((n) => [n, dataOf(n)]),
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
  return { data, collections };
}

/** An entry's data with its Markdown fields (if any) replaced by their HTML. */
function withHtml(data: unknown, fields: MarkdownField[] | undefined): unknown {
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

export const assembleStep = defineStep({
  name: "assemble",
  adds: "the compiled output that emit writes: each market's content, the manifest, the UK map",
  run(
    input: {
      views: Record<SiteDomain, MarketView>;
      manifest: ManifestEntry[];
      dates: GitDates;
      spelling: SpellingMap;
    },
    { cache },
  ): Compiled {
    const { views, manifest, dates, spelling } = input;
    const content = Object.fromEntries(
      Object.entries(views).map(([market, view]) => [market, assembleContent(view, dates)]),
    ) as Record<SiteDomain, CompiledContent>;
    const { valid } = views.com;
    const sections = (valid.data.sections!.data as { sections: Section[] }).sections;
    const site = valid.data.site!.data as { siteUrl: CompiledManifest["siteUrl"] };
    const { redirects } = valid.data.redirects!.data as { redirects: CompiledManifest["redirects"] };
    return {
      content,
      manifest: { manifest, redirects, sections, siteUrl: site.siteUrl },
      spelling,
      bodyPacks: cache.packs(),
    };
  },
});
