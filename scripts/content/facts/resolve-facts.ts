/**
 * Facts written once: copy names a value of the content's own data, `{pricing.plans.starter.maxUsers}`,
 * and the build writes the value in, formatted for the page's locale. A fact's name is a dotted path
 * that starts with a data file's name (site, pricing, faq...), so it can never be mistaken for a UI
 * string's placeholder, which is one plain word (`{count}`, `{plan}`) filled in by the page.
 *
 * A step of the path picks a field, or an entry of a list by its `id` (plans, add-ons, FAQ entries).
 * Pricing's comparison table is also readable by row: `{pricing.comparison.<module or feature>.from}`
 * is the first plan that includes it, `.plans` every plan that does ("Growth and Enterprise"), and
 * `.<plan id>` the cell itself; `{pricing.annualMonthsFree}` is what annual billing saves, in months.
 * A claim is read by its id: `{claims.<id>.figure}` is claims.yaml's `claims.<id>.figure`.
 * Pure: no files, no clock.
 */
import { isCheckFile } from "#app/core/content/index.ts";
import { LOCALES, type Locale } from "#app/core/locale/index.ts";
import type { Money } from "#app/core/content/index.ts";
import { formatMoney, groupDigits, toCents } from "#app/core/pricing/index.ts";
import { isPhrase } from "#app/core/locale/index.ts";
import { formatDate, type DateOrder } from "#app/core/text/index.ts";

/** The data files as the compiler holds them, by name (`site`, `pricing`...). */
export type FactData = Readonly<Record<string, unknown>>;

/** A name that could not be resolved: where it starts in the text, and why. */
export type FactProblem = { name: string; index: number; message: string };

/** `{file.field...}`: a lowercase word, then one or more dotted steps (ids may hold hyphens). */
export const FACT_PATTERN = /\{([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9][A-Za-z0-9-]*)+)\}/.source;
const FACT = new RegExp(FACT_PATTERN, "g");
/** The same, without the state a global pattern keeps between calls (matchAll starts at its lastIndex). */
const ANY_FACT = new RegExp(FACT_PATTERN);

/** Fields of pricing.yaml that hold money, in the market's currency by the time facts are written. */
const MONEY_FIELDS = new Set(["price", "extraUserPrice"]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Fields that hold a year: `year`, or a name ending in it (`foundedYear`). */
const YEAR_FIELD = /^year$|Year$/;

/** Whether a text names any fact (a quick test before the work of resolving). */
export function hasFacts(text: string): boolean {
  return ANY_FACT.test(text);
}

/** Every fact name in a text, with where it starts. */
export function factNames(text: string): { name: string; index: number }[] {
  return [...text.matchAll(FACT)].map((m) => ({ name: m[1]!, index: m.index }));
}

/**
 * The text with every fact written in for `locale`, and a problem for each name that does not
 * resolve to one value (the name is then left as written).
 */
export function resolveFacts(
  text: string,
  data: FactData,
  locale: Locale,
): { text: string; problems: FactProblem[] } {
  const problems: FactProblem[] = [];
  const resolved = text.replace(FACT, (whole, name: string, index: number) => {
    const value = lookUp(name, data, locale);
    if ("problem" in value) {
      problems.push({ name, index, message: value.problem });
      return whole;
    }
    return value.text;
  });
  return { text: resolved, problems };
}

/**
 * The text as both sites show it, or the problems that stop it. The compiled content serves both
 * domains in US English, and the UK text is made from it by the spelling map: a fact that reads
 * differently in UK English (a date's word order) is written in its US form, and
 * `localeFactPhrases` gives the map the phrase that turns it into the UK form. One that the map
 * could not turn (a difference inside one word) is refused rather than shown wrongly on .com.
 */
export function resolveShared(text: string, data: FactData): { text: string; problems: FactProblem[] } {
  const [us, ...others] = LOCALES.map((locale) => resolveFacts(text, data, locale));
  const problems = [...us!.problems];
  if (problems.length === 0 && others.some((other) => other.text !== us!.text)) {
    const phrases = localeFactPhrases(data);
    for (const { name, index } of factNames(text)) {
      const [a, b] = LOCALES.map((locale) => resolveFacts(`{${name}}`, data, locale).text);
      if (a !== b && phrases[a!] !== b)
        problems.push({
          name,
          index,
          message: `{${name}} reads "${a}" in ${LOCALES[0]} English and "${b}" in ${LOCALES[1]} English; copy shared by both sites can only name facts that read the same`,
        });
    }
  }
  return { text: us!.text, problems };
}

const phrasesOf = new WeakMap<FactData, Record<string, string>>();

/**
 * Every fact the data holds that UK English writes differently, as a phrase of the UK spelling
 * map: US form → UK form ("November 21, 2026" → "21 November 2026", "Starter, Growth, and
 * Enterprise" → "Starter, Growth and Enterprise"). The compiler adds them to the map, so the .com
 * prerender and the .us page's UK text say each the British way. Dates and lists of plans are the
 * facts that differ, and each of their forms has a space in it, which is what makes it a phrase.
 */
export function localeFactPhrases(data: FactData): Record<string, string> {
  let phrases = phrasesOf.get(data);
  if (!phrases) {
    const found: Record<string, string> = {};
    const add = ([us, uk]: string[]) => {
      if (us !== uk && isPhrase(us!)) found[us!] = uk!;
    };
    const walk = (node: unknown): void => {
      if (typeof node === "string" && ISO_DATE.test(node))
        add(LOCALES.map((locale) => formatDate(node, dateOrder(data, locale))));
      else if (Array.isArray(node)) node.forEach(walk);
      else if (node !== null && typeof node === "object") Object.values(node).forEach(walk);
    };
    for (const [file, value] of Object.entries(data)) if (!isCheckFile(file)) walk(value);
    if (data.pricing)
      for (const row of rowNames(data.pricing))
        add(LOCALES.map((locale) => resolveFacts(`{pricing.comparison.${row}.plans}`, data, locale).text));
    phrases = found;
    phrasesOf.set(data, phrases);
  }
  return phrases;
}

type Found = { text: string } | { problem: string };

function lookUp(name: string, data: FactData, locale: Locale): Found {
  const [file, ...steps] = name.split(".");
  if (!Object.hasOwn(data, file!) || isCheckFile(file!)) {
    const files = Object.keys(data).filter((f) => !isCheckFile(f));
    return {
      problem: `{${name}} names no data file "${file}" (a fact starts with one of: ${files.join(", ")})`,
    };
  }
  let node: unknown = data[file!];
  let walked = file!;
  for (const step of steps) {
    const next =
      walked === "pricing.comparison"
        ? comparisonRow(data.pricing, step, locale)
        : walked === "pricing" && step === "annualMonthsFree"
          ? 12 - (data.pricing as { annualMonthsCharged: number }).annualMonthsCharged
          : walked === "claims" && step !== "labels" && step !== "claims"
            ? child((node as { claims?: unknown }).claims, step)
            : child(node, step);
    if (next === undefined) {
      const choices = childNames(
        file === "pricing" && walked === "pricing.comparison" ? rowNames(data.pricing) : node,
      );
      return {
        problem: `{${name}}: ${walked} has no "${step}"${choices.length ? ` (it has: ${choices.slice(0, 12).join(", ")})` : ""}`,
      };
    }
    node = next;
    walked = `${walked}.${step}`;
  }
  return format(node, steps[steps.length - 1]!, name, data, locale);
}

function format(value: unknown, field: string, name: string, data: FactData, locale: Locale): Found {
  if (typeof value === "number") {
    if (MONEY_FIELDS.has(field) && name.startsWith("pricing.")) return { text: money(value, data) };
    // A year is a name, not an amount: 2016, never "2,016".
    if (YEAR_FIELD.test(field)) return { text: String(value) };
  }
  if (typeof value === "number" || typeof value === "string") return { text: valueText(value, data, locale) };
  if (typeof value === "boolean") return { problem: `{${name}} is yes or no, not words to show` };
  // A list of words (a machine's file formats) reads as the choice it is: "DSB or DST".
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string"))
    return {
      text: new Intl.ListFormat(locale === "UK" ? "en-GB" : "en-US", { type: "disjunction" }).format(value),
    };
  const choices = childNames(value);
  return {
    problem: `{${name}} is a group of values, not one${choices.length ? ` (name one of: ${choices.slice(0, 12).join(", ")})` : ""}`,
  };
}

/**
 * A plain value as the market's copy writes it: a date in words in the market's order, a number
 * grouped with its signs, and text on one line (a fact sits inside a sentence: a value YAML folded
 * over lines stays on one).
 */
export function valueText(value: string | number, data: FactData, locale: Locale): string {
  if (typeof value === "number") return formatNumber(value, data, locale);
  if (ISO_DATE.test(value)) return formatDate(value, dateOrder(data, locale));
  return value.replace(/\s*\n\s*/g, " ");
}

/**
 * The value a name points at, whatever it is (a list, a group), for what shows data rather than
 * writes one value in (markdown/data-table.ts); undefined when the name leads nowhere.
 */
export function factValue(name: string, data: FactData): unknown {
  const [file, ...steps] = name.split(".");
  if (!Object.hasOwn(data, file!) || isCheckFile(file!)) return undefined;
  let node: unknown = data[file!];
  for (const step of steps) node = node === undefined ? undefined : child(node, step);
  return node;
}

/** Money as the market's pricing page writes it ("£79", "$14.50"): pricing as the prices step left it. */
function money(amount: number, data: FactData): string {
  return formatMoney(toCents(amount), (data.pricing as { money: Money }).money);
}

/**
 * "1,000", "4.5": written with the market's signs (markets.yaml `numbers`); data with no market (a
 * test's) writes it the locale's way.
 */
function formatNumber(value: number, data: FactData, locale: Locale): string {
  const signs = (data.market as { numbers?: { thousands: string; decimal: string } } | undefined)?.numbers;
  if (!signs) return value.toLocaleString(locale === "UK" ? "en-GB" : "en-US");
  const [whole, fraction] = String(Math.abs(value)).split(".");
  const grouped = groupDigits(whole!, signs.thousands);
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `${signs.decimal}${fraction}` : ""}`;
}

/**
 * How this market writes a date (markets.yaml), whichever spelling the reader picks; data with no
 * market (a test's) writes it the locale's way.
 */
function dateOrder(data: FactData, locale: Locale): DateOrder {
  const market = data.market as { dates?: DateOrder } | undefined;
  return market?.dates ?? (locale === "UK" ? "day-month-year" : "month-day-year");
}

function child(node: unknown, step: string): unknown {
  if (Array.isArray(node)) return node.find((item) => idOf(item) === step);
  if (node !== null && typeof node === "object" && Object.hasOwn(node, step))
    return (node as Record<string, unknown>)[step];
  return undefined;
}

function childNames(node: unknown): string[] {
  if (Array.isArray(node)) return node.map(idOf).filter((id): id is string => id !== undefined);
  if (node !== null && typeof node === "object") return Object.keys(node);
  return [];
}

/** How a list entry is named in a fact: its `id`. */
function idOf(item: unknown): string | undefined {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === "string" ? id : undefined;
}

type Plan = { id: string; name: string };
type Row = { module?: string; feature?: string; values: Record<string, string | boolean> };
type Pricing = { plans: Plan[]; comparison: { rows: Row[] }[] };

/** A comparison row's name in a fact: its module's id, or its feature's words as a slug. */
function rowKey(row: Row): string {
  return row.module ?? slugOf(row.feature ?? "");
}

function slugOf(words: string): string {
  return words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function rowNames(pricing: unknown): string[] {
  return ((pricing as Pricing).comparison ?? []).flatMap((group) => group.rows.map(rowKey));
}

/** A comparison row as facts read it: its cells by plan id, `from` and `plans`. */
function comparisonRow(pricing: unknown, key: string, locale: Locale): Record<string, unknown> | undefined {
  const { plans, comparison } = pricing as Pricing;
  const row = comparison.flatMap((group) => group.rows).find((r) => rowKey(r) === key);
  if (!row) return undefined;
  const including = plans.filter(
    (plan) => row.values[plan.id] !== false && row.values[plan.id] !== undefined,
  );
  const list = new Intl.ListFormat(locale === "UK" ? "en-GB" : "en-US", { type: "conjunction" });
  return {
    ...row.values,
    ...(including.length > 0 && {
      from: including[0]!.name,
      plans: list.format(including.map((p) => p.name)),
    }),
  };
}
