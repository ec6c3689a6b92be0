/**
 * Numbers typed where the data has them: a sentence that names a plan and also types a number
 * ("Starter includes up to 5 users"), or a plan's price typed out ("from $99"). Both go stale the
 * day pricing.yaml changes, which is how the FAQ came to contradict the pricing page; the build
 * asks for the fact instead. Facts already named (`{pricing.plans.starter.maxUsers}`) are not typed.
 */
import type { FactData } from "./resolve-facts.ts";
import { blankFacts, SENTENCE } from "./sentences.ts";
import { statedFacts } from "./stated-facts.ts";

export type TypedFact = { index: number; text: string; message: string };

type Plan = { id: string; name: string; price: number };

export function typedFacts(text: string, data: FactData): TypedFact[] {
  const typed = blankFacts(text);
  const found: TypedFact[] = statedFacts(typed, data);
  const plans = (data.pricing as { plans?: Plan[] } | undefined)?.plans ?? [];
  if (plans.length === 0) return found;
  const planName = planNamePattern(plans);
  // A sentence, a list item, a table row or a paragraph: where a plan and its number belong together.
  for (const sentence of typed.matchAll(SENTENCE)) {
    const names = [...sentence[0].matchAll(planName)];
    if (names.length === 0) continue;
    for (const number of sentence[0].matchAll(/\d[\d,.]*\d|\d/g)) {
      // The plan named last before the number is the one it describes ("Pro up to 20").
      const name = names.filter((n) => n.index < number.index).pop() ?? names[0]!;
      const plan = plans.find((p) => p.name === name[1])!;
      found.push({
        index: sentence.index + number.index,
        text: number[0],
        message: `"${number[0]}" is typed beside the ${plan.name} plan's name; name the value from pricing.yaml instead, e.g. {pricing.plans.${plan.id}.maxUsers}`,
      });
    }
  }
  for (const money of typed.matchAll(/\$(\d[\d,]*(?:\.\d{2})?)/g)) {
    const amount = Number(money[1]!.replace(/,/g, ""));
    const plan = plans.find((p) => p.price === amount);
    if (plan)
      found.push({
        index: money.index,
        text: money[0],
        message: `"${money[0]}" is the ${plan.name} plan's price typed out; write {pricing.plans.${plan.id}.price}`,
      });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The plans' names as one pattern, made once per plan list: this runs on every string of the content. */
const planNamePatterns = new WeakMap<readonly Plan[], RegExp>();
function planNamePattern(plans: readonly Plan[]): RegExp {
  let pattern = planNamePatterns.get(plans);
  if (!pattern) {
    pattern = new RegExp(`\\b(${plans.map((p) => escape(p.name)).join("|")})\\b`, "g");
    planNamePatterns.set(plans, pattern);
  }
  return pattern;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
