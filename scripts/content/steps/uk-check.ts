/**
 * Step 4: the UK text checked against en-GB's dictionary, with the map and allowed words of
 * spelling.yaml (when it passed): YAML strings here, Markdown bodies as they render (bodies.ts).
 */
import type { SpellingMap } from "#app/core/locale/index.ts";
import {
  loadSpellers,
  ukDataErrors,
  usOnlyMessage,
  usOnlyWords,
  type UkCheck,
} from "#scripts/content/spelling/uk-dictionary.ts";
import { defineStep, type RunMemory } from "./step.ts";
import type { ValidContent } from "./validate.ts";

/**
 * The dictionary's findings for each text the last run checked, with the spelling.yaml they were
 * found under: at 10,000 pages, checking every front matter's strings again was a third of the
 * rebuild after a one-file edit.
 */
export type UkFindings = { spelling: string; byText: Map<string, ReturnType<UkCheck>> };

/**
 * A text the last run checked under the same spelling.yaml is not checked again; only this run's
 * texts are kept for the next, so a long watch session holds no more than one run's findings.
 */
async function ukCheck(valid: ValidContent, memory: RunMemory): Promise<UkCheck | undefined> {
  const spelling = valid.data.spelling?.data as { pairs: SpellingMap; allowed: string[] } | undefined;
  if (!spelling) return undefined;
  const spellers = await loadSpellers();
  const allowed = new Set(spelling.allowed.map((word) => word.toLowerCase()));
  const key = JSON.stringify(spelling);
  const last = memory.ukFindings?.spelling === key ? memory.ukFindings.byText : undefined;
  const byText = new Map<string, ReturnType<UkCheck>>();
  memory.ukFindings = { spelling: key, byText };
  // The message names the allowed list only if the file as written has one (the schema defaults it).
  const written = valid.data.spelling?.source.data as { allowed?: unknown } | undefined;
  const hasAllowedList = written?.allowed !== undefined;
  const check = (text: string) => {
    let found = byText.get(text) ?? last?.get(text);
    found ??= usOnlyWords(text, spelling.pairs, allowed, spellers);
    byText.set(text, found);
    return found;
  };
  return Object.assign(check, { message: (word: string) => usOnlyMessage(word, hasAllowedList) });
}

export const ukCheckStep = defineStep({
  name: "uk-check",
  adds: "a check of UK English for the later steps, and an error for each US-only word in YAML",
  async run({ valid }: { valid: ValidContent }, { memory, report }) {
    const checkUk = await ukCheck(valid, memory);
    if (checkUk) {
      for (const [name, file] of Object.entries(valid.data))
        if (name !== "spelling") report(ukDataErrors(file.source, file.data, checkUk));
      for (const entries of Object.values(valid.entries))
        for (const entry of entries) report(ukDataErrors(entry.source, entry.data, checkUk));
    }
    return { checkUk };
  },
});
