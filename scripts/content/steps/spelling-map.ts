/**
 * The UK spelling map checked against every text a page shows, with the places its
 * noun-only words are not nouns kept as they are (spelling/uk-spelling.ts).
 */
import { isCheckFile } from "#app/core/content/index.ts";
import type { Rendered } from "#scripts/content/machinery/content-cache.ts";
import {
  checkedUkSpellingMap,
  type ShownText,
  type SpellingData,
} from "#scripts/content/spelling/uk-spelling.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";
import type { MarketView } from "./assemble.ts";
import type { MarkdownField } from "./fields.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

/** Every string in a value, however deep. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) yield* stringsIn(item);
}

/** Every text a page shows: YAML strings, Markdown fields' HTML and bodies' HTML. */
function shownTexts(
  valid: ValidContent,
  bodies: ReadonlyMap<string, Rendered>,
  markdownFields: ReadonlyMap<SourceFile, MarkdownField[]>,
): ShownText[] {
  const shown: ShownText[] = [];
  const show = (source: SourceFile, texts: Iterable<string>) => {
    for (const text of texts) shown.push({ text, file: source.file });
  };
  for (const [name, file] of Object.entries(valid.data))
    if (!isCheckFile(name)) show(file.source, stringsIn(file.data));
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
  return shown;
}

export const spellingMapStep = defineStep({
  name: "spelling-map",
  adds: "the US-to-UK map the build applies, refusing a pair a page would misapply",
  async run({ views }: { views: Record<SiteDomain, MarketView> }, { report }) {
    const { valid } = views.com;
    const file = valid.data.spelling as { source: SourceFile; data: SpellingData } | undefined;
    const texts = Object.values(views).flatMap((view) =>
      shownTexts(view.valid, view.bodies, view.markdownFields),
    );
    const spelling = file && (await checkedUkSpellingMap(file, texts));
    report(spelling?.errors ?? []);
    return { spellingMap: spelling?.map };
  },
});
