/**
 * Usage a dictionary accepts but a market's readers would not: "soccer", "toward" and "percent"
 * in British text, "postcode" and "per cent" in American text, and the other market's currency
 * sign before an amount (content/usage.yaml). Each finding names what to write instead. Names of
 * products (spelling.yaml's names) are never read, as respelling never changes them.
 */
import type { UsageList } from "#app/core/content/index.ts";

export type UsageFinding = { word: string; line: number; message: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Rule = { pattern: RegExp; unless: RegExp | null; message: (word: string) => string };

/**
 * The rules of one market's text, from its list: a word or phrase matches whole, in any case, a
 * plural too ("sweaters", "credit memos"); a sign ("$") matches before an amount ("$20", "$ 4").
 */
export function usageRules(list: UsageList, marketName: string): Rule[] {
  return list.map(({ avoid, say, unless }) => ({
    pattern: /\w/.test(avoid)
      ? new RegExp(`(?<![\\w-])${escape(avoid)}(?:e?s)?(?![\\w-])`, "gi")
      : new RegExp(`${escape(avoid)}\\s?\\d`, "g"),
    unless: unless.length ? new RegExp(unless.map(escape).join("|"), "gi") : null,
    message: (word: string) =>
      `"${word}" is not what ${marketName} text says: write "${say}" (content/usage.yaml), or give each market its own form`,
  }));
}

/** Where `rules` find the other market's usage in `text`, each with its 1-based line. */
export function usageFindings(
  text: string,
  rules: readonly Rule[],
  names: readonly string[],
): UsageFinding[] {
  // Names are blanked, not removed: lines are what a writer needs.
  let read = text;
  for (const name of names) read = read.split(name).join(" ".repeat(name.length));
  const findings: UsageFinding[] = [];
  for (const rule of rules) {
    const excused = rule.unless
      ? [...read.matchAll(rule.unless)].map((m) => [m.index, m.index + m[0].length] as const)
      : [];
    for (const match of read.matchAll(rule.pattern)) {
      if (excused.some(([from, to]) => match.index >= from && match.index < to)) continue;
      findings.push({
        word: match[0],
        line: read.slice(0, match.index).split("\n").length,
        message: rule.message(match[0]),
      });
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}
