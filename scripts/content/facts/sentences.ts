/**
 * The text the fact checks read (typed-facts.ts, stated-facts.ts, unsourced-claims.ts): a writer's
 * text with its named facts blanked, split into sentences. One split for all three, so a number
 * with a point in it ("2.5x", "within 2.5 working days") is judged whole by each of them.
 */
import { FACT_PATTERN } from "./resolve-facts.ts";

/**
 * A sentence, a list item, a table row or a paragraph. A point inside a number ("2.5") or a name
 * ("example.com") does not end one: only a point before a space, a line's end or the text's end.
 */
export const SENTENCE = /(?:[^.!?\n]|[.!?](?![\s.!?]|$))+(?:[.!?]+|\n|$)/g;

const FACT = new RegExp(FACT_PATTERN, "g");

/**
 * The text with every named fact (`{pricing.plans.starter.maxUsers}`) blanked to spaces of its
 * length: a fact is not typed, and every index still points into the writer's text.
 */
export function blankFacts(text: string): string {
  return text.replace(FACT, (name) => " ".repeat(name.length));
}
