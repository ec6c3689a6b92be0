/**
 * Claims without a source. A claim is a figure a reader takes as an outcome of using Tracker: a
 * percentage or a multiple beside a word of comparison ("71% fewer reprints", "3x faster"), any
 * multiple written as one ("2.5x"), or a plain number that a comparison makes a result ("2 weeks
 * faster", "saves 25 minutes", "dispatch down to 6 days", "grew from 55 to 140 stores"). A claim
 * must name its entry of claims.yaml: a sentence that names `{claims.<id>.figure}` is sourced.
 * Prices, counts, plan limits ("up to 20", "1, more as an add-on"), versions ("TLS 1.2 or higher"),
 * rates and settings ("a 50% deposit", "100% cotton") and worked arithmetic fenced in `:::example`
 * (apply-facts.ts leaves it out) are not claims. Decided by the words around the number alone.
 */
import { blankFacts, SENTENCE } from "./sentences.ts";

export type UnsourcedClaim = { index: number; text: string; message: string };

/** A number as written: "71", "1,500", "2.5"; not part of a word ("A4", "h2") or a price. */
const N = String.raw`(?<![\w$£€.,])\d+(?:[.,]\d+)*`;
/** A unit a result is measured in ("2 weeks faster", "5 pts higher"). */
const UNIT = String.raw`(?:min(?:ute)?s?|hrs?|hours?|(?:working |business )?days?|weeks?|months?|secs?|seconds?|pts|points|percentage points)\b`;
/** Words of comparison that make a percentage or a multiple a result. */
const COMPARATIVE = String.raw`faster|quicker|sooner|shorter|slower|fewer|less|more|lower|higher|greater|better|bigger|sav(?:e|es|ed|ing|ings)|increas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing|tion)|cut|cuts|growth|grew|grow|gain(?:s|ed)?|improv(?:e|ed|es|ement)|boost(?:s|ed)?|drop(?:s|ped)?|up from|down from|down to`;
/** A percentage: "71%", "45 percent". */
const PERCENT = new RegExp(String.raw`${N}\s?(?:%|percent\b|per cent\b)`, "g");
/** A multiple written as one ("3x", "1.8×"); "48 x £4.50" and "28x36" are arithmetic and sizes. */
const MULTIPLE = new RegExp(String.raw`${N}[x×](?![\w])(?!\s*[\d$£€(])`, "gi");
/** A plain number that a comparison makes a result. */
const RESULT = [
  // "2 weeks faster", "8 hrs saved", "5 pts higher", "3 days sooner"
  new RegExp(
    String.raw`${N}\s*${UNIT}\s+(?:faster|quicker|sooner|shorter|earlier|saved|less|fewer|more|higher|lower)\b`,
    "gi",
  ),
  // "4 quicker", "10 faster": a number a comparison follows needs no unit when it is about speed
  new RegExp(String.raw`${N}\s+(?:faster|quicker|sooner)\b`, "gi"),
  // "saves 25 minutes", "cut by 9 days", "dispatch down to 6 days"
  new RegExp(
    String.raw`\b(?:sav(?:e|es|ed|ing)|cut(?:s|ting)?|reduc(?:e|es|ed|ing)|shav(?:e|es|ed|ing)|gain(?:s|ed)?|down to)\s+(?:(?:by|of|about|around|roughly|nearly|almost|over)\s+)*${N}\s*${UNIT}`,
    "gi",
  ),
  // "up from 410", "down from 6 working days": a before is always a comparison
  new RegExp(String.raw`\b(?:up|down) from\s+(?:about\s+|around\s+)?${N}`, "gi"),
  // "compared with 15 days the August before", "instead of 6 days"
  new RegExp(String.raw`\b(?:compared (?:with|to)|instead of)\s+(?:about\s+|around\s+)?${N}\s*${UNIT}`, "gi"),
];
/** "from 55 to 140", "from 10 minutes down to 3": a before and an after... */
const FROM_TO = new RegExp(
  String.raw`\bfrom\s+(?:about\s+|around\s+|roughly\s+)?${N}\b[^.!?\n]{0,40}?\b((?:down|up)\s+)?to\s+(?:about\s+|around\s+)?\d(?:[\d.,]*\d)?`,
  "gi",
);
/**
 * ...is a result when the sentence reports a change ("grew", "cut"), not a range ("orders take from
 * 3 to 5 days", "growing from 2 heads to 40").
 */
const CHANGED =
  /\b(?:cut|cuts|reduced|grew|went|gone|dropped|fell|rose|brought|improved|increased|doubled|halved|shortened)\b/i;
/** How many words either side of a percentage a word of comparison may sit. */
const NEAR_WORDS = 4;
const NEAR = new RegExp(String.raw`\b(?:${COMPARATIVE})\b`, "i");
/** A fact that names a claim: the sentence it is in is sourced. */
const CLAIM_FACT = /\{claims\.[a-z]/;

/** How copy names its claim; a quote of quotes.yaml lists it under its `claims` instead. */
const NAME_IN_COPY = "write {claims.<id>.figure} in its sentence";

const message = (figure: string, how: string) =>
  `"${figure}" is a claim with no source: add it to claims.yaml (who measured it, across how many customers, when) and ${how}, fence worked arithmetic in :::example, or say it without the number`;

/** Every claim in `text` (a string of data or a Markdown body's prose) that names no claim. */
export function unsourcedClaims(text: string, how = NAME_IN_COPY): UnsourcedClaim[] {
  const found: UnsourcedClaim[] = [];
  const typed = blankFacts(text);
  for (const sentence of typed.matchAll(SENTENCE)) {
    const written = text.slice(sentence.index, sentence.index + sentence[0].length);
    if (CLAIM_FACT.test(written)) continue;
    for (const claim of claimsIn(sentence[0]))
      found.push({
        index: sentence.index + claim.index,
        text: claim.text,
        message: message(claim.text, how),
      });
  }
  return found.sort((a, b) => a.index - b.index);
}

function claimsIn(sentence: string): { index: number; text: string }[] {
  const found = new Map<number, string>();
  const add = (index: number, text: string) => {
    if (!found.has(index)) found.set(index, text.trim());
  };
  for (const multiple of sentence.matchAll(MULTIPLE)) add(multiple.index, multiple[0]);
  for (const percent of sentence.matchAll(PERCENT)) {
    const before = sentence
      .slice(0, percent.index)
      .split(/\s+/)
      .slice(-NEAR_WORDS - 1);
    const after = sentence
      .slice(percent.index + percent[0].length)
      .split(/\s+/)
      .slice(0, NEAR_WORDS + 1);
    if (NEAR.test([...before, ...after].join(" "))) add(percent.index, percent[0]);
  }
  for (const pattern of RESULT)
    for (const result of sentence.matchAll(pattern)) {
      const number = /\d[\d.,]*/.exec(result[0])!;
      add(result.index + number.index, result[0].slice(number.index));
    }
  for (const span of sentence.matchAll(FROM_TO))
    if (span[1] || CHANGED.test(sentence)) add(span.index, span[0]);
  return [...found].map(([index, text]) => ({ index, text }));
}
