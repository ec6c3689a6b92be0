/**
 * The text each market shows, checked for what its readers would not see there: in the UK
 * text (the .com pages, and any page switched to UK English) words en-GB's dictionary rejects once
 * respelled with spelling.yaml; in each market's text the other market's usage (content/usage.yaml)
 * and prices in its currency. YAML strings here, Markdown bodies as they render (bodies.ts).
 */
import {
  COLLECTIONS,
  isCheckFile,
  type CollectionName,
  type Markets,
  type UsageList,
} from "#app/core/content/index.ts";
import type { SiteDomain, SpellingMap } from "#app/core/locale/index.ts";
import {
  loadSpellers,
  ukDataErrors,
  usOnlyMessage,
  usOnlyWords,
  type UkCheck,
} from "#scripts/content/spelling/uk-dictionary.ts";
import { usageFindings, usageRules } from "#scripts/content/spelling/usage.ts";
import { defineStep, type RunMemory } from "./step.ts";
import type { ValidContent } from "./validate.ts";

/**
 * The findings for each text the last run checked, with the settings they were found under: at
 * 10,000 pages, checking every front matter's strings again was a third of the rebuild after a
 * one-file edit.
 */
export type UkFindings = { settings: string; byText: Map<string, ReturnType<UkCheck>> };

type Spelling = { pairs: SpellingMap; allowed: string[]; names: string[] };

/**
 * The market's check. A text the last run checked under the same settings is not checked again;
 * only this run's texts are kept for the next, so a long watch session holds one run's findings.
 */
async function marketCheck(
  valid: ValidContent,
  memory: RunMemory,
  market: SiteDomain,
): Promise<UkCheck | undefined> {
  const spelling = valid.data.spelling?.data as Spelling | undefined;
  const usage = valid.data.usage?.data as Record<SiteDomain, UsageList> | undefined;
  if (!spelling || !usage) return undefined;
  const spellers = await loadSpellers();
  const allowed = new Set(spelling.allowed.map((word) => word.toLowerCase()));
  const rules = usageRules(usage[market], `.${market}`);
  const settings = JSON.stringify([spelling, usage[market]]);
  const last = memory.ukFindings?.[market];
  const previous = last?.settings === settings ? last.byText : undefined;
  const byText = new Map<string, ReturnType<UkCheck>>();
  memory.ukFindings = { ...memory.ukFindings, [market]: { settings, byText } };
  // The message names the allowed list only if the file as written has one (the schema defaults it).
  const written = valid.data.spelling?.source.data as { allowed?: unknown } | undefined;
  const hasAllowedList = written?.allowed !== undefined;
  const check = (text: string) => {
    let found = byText.get(text) ?? previous?.get(text);
    found ??= [
      ...usOnlyWords(text, spelling.pairs, allowed, spellers).map((f) => ({
        ...f,
        message: usOnlyMessage(f.word, hasAllowedList),
      })),
      ...usageFindings(text, rules, spelling.names),
    ];
    byText.set(text, found);
    return found;
  };
  return Object.assign(check, { settings });
}

export const ukCheckStep = defineStep({
  name: "uk-check",
  adds: "a check of what the market's readers would not see, and an error for each such word in YAML",
  async run({ valid }: { valid: ValidContent }, { memory, market, report }) {
    const checkUk = await marketCheck(valid, memory, market);
    if (checkUk) {
      for (const [name, file] of Object.entries(valid.data)) {
        if (isCheckFile(name)) continue;
        // markets.yaml holds every market: each is read by its own market's check only.
        const data = name === "markets" ? { [market]: (file.data as Markets)[market] } : file.data;
        report(ukDataErrors(file.source, data, checkUk));
      }
      for (const [name, entries] of Object.entries(valid.entries)) {
        const { asWritten } = COLLECTIONS[name as CollectionName];
        for (const entry of entries) report(ukDataErrors(entry.source, entry.data, checkUk, asWritten));
      }
    }
    return { checkUk };
  },
});
