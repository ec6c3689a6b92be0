/**
 * Facts stated in words the data does not back: a machine brand named beside a file format its
 * entry in machines.yaml does not list ("DST and EXP to Tajima"), an onboarding or reply time typed
 * out ("we reply within one business day") instead of named ({site.replies.sales}), and "every
 * plan" given a trial that pricing.yaml's comparison gives only some plans. Pages disagreed on each
 * of these before they were data; the build now asks for the fact. Facts arrive blanked as spaces.
 */
import type { FactData } from "./resolve-facts.ts";
import { SENTENCE } from "./sentences.ts";

export type StatedFact = { index: number; text: string; message: string };

type Brand = { id: string; name: string; formats: string[] };
type Row = { feature?: string; values: Record<string, string | boolean> };
type Pricing = { plans: { id: string; name: string }[]; comparison: { rows: Row[] }[] };

/** Stitch-file formats by their usual extensions (machines.ts STITCH_FORMATS, and their kin). */
const FORMAT = /\b(DST|DSB|DSZ|EXP|PES|PEC|JEF|VP3|XXX|HUS|VIP|SEW|TAP)\b/g;
/** A sentence about onboarding: any length of time in it is the plan's onboarding. */
const ONBOARDING = /\bonboarding\b/i;
/** Words that make "within <a time>" a promise to answer. */
const PROMISE =
  /\b(repl(?:y|ies)|respond(?:s)?|response|acknowledge|emails? you|get back|sign-in link|inquir(?:y|ies)|enquir(?:y|ies)|requests?)\b/i;
/** A length of time written out: "one business day", "2 working days", "about an hour". */
const DURATION =
  /\b(?:about |around |within |up to )?(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|ten|twelve|twenty-four|a few|several)\s+(?:business |working )?(?:minutes?|hours?|days?|weeks?|months?)\b/gi;
const EVERY_PLAN_TRIAL =
  /\b(?:every|all|each)\s+(?:of\s+(?:our|the)\s+|tracker\s+|our\s+)?plans?\b[^.!?\n]*?\btrial\b/gi;

export function statedFacts(typed: string, data: FactData): StatedFact[] {
  const found: StatedFact[] = [];
  for (const sentence of typed.matchAll(SENTENCE)) {
    const at = (index: number, text: string, message: string) =>
      found.push({ index: sentence.index + index, text, message });
    formatProblems(sentence[0], data, at);
    const onboarding = ONBOARDING.test(sentence[0]);
    if (onboarding || PROMISE.test(sentence[0]))
      for (const time of sentence[0].matchAll(DURATION))
        // Outside onboarding, only "within <a time>" promises; "a week later" in a story does not.
        if (onboarding || time[0].toLowerCase().startsWith("within "))
          at(
            time.index,
            time[0],
            `"${time[0]}" is an onboarding or reply time typed out; name it from the data: {site.replies.<kind of message>} or {pricing.comparison.onboarding-call.<plan>}`,
          );
  }
  const withoutTrial = plansWithoutTrial(data);
  if (withoutTrial.length > 0)
    for (const every of typed.matchAll(EVERY_PLAN_TRIAL))
      found.push({
        index: every.index,
        text: every[0],
        message: `says every plan has a trial, but ${withoutTrial.join(" and ")} has none in pricing.yaml; name {pricing.comparison.free-trial.plans}`,
      });
  return found;
}

/**
 * A format after a brand's name must be one that brand lists; one before any brand's name, one
 * every brand the sentence names lists ("DST files go to Tajima, Barudan and Brother").
 */
function formatProblems(
  sentence: string,
  data: FactData,
  at: (index: number, text: string, message: string) => void,
): void {
  const brands = (data.machines as { brands?: Brand[] } | undefined)?.brands ?? [];
  const named = brands.flatMap((brand) =>
    [...sentence.matchAll(new RegExp(`\\b${brand.name}\\b`, "g"))].map((m) => ({ brand, index: m.index })),
  );
  if (named.length === 0) return;
  for (const format of sentence.matchAll(FORMAT)) {
    const before = named.filter((n) => n.index < format.index).sort((a, b) => b.index - a.index)[0];
    const judged = before ? [before.brand] : named.map((n) => n.brand);
    const wrong = judged.find((brand) => !brand.formats.includes(format[1]!));
    if (wrong)
      at(
        format.index,
        format[1]!,
        `"${format[1]}" is not a format Tracker sends to ${wrong.name} machines (machines.yaml lists ${wrong.formats.join(", ")}); name {machines.brands.${wrong.id}.formats}`,
      );
  }
}

/** The names of the plans pricing.yaml's "Free trial" row leaves out (none when it has no such row). */
function plansWithoutTrial(data: FactData): string[] {
  const pricing = data.pricing as Pricing | undefined;
  const row = pricing?.comparison?.flatMap((g) => g.rows).find((r) => r.feature === "Free trial");
  if (!row) return [];
  return pricing!.plans.filter((plan) => row.values[plan.id] === false).map((plan) => plan.name);
}
