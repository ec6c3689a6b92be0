import { beforeAll, describe, expect, it } from "vitest";
import { haystackOf, matchingIds } from "#app/components/faq/faq-filter.ts";
import { plainText } from "#app/core/text/index.ts";
import { spellerFor } from "#app/core/locale/index.ts";
import { compileContent } from "#scripts/content/compile.ts";
import { FIXTURE_SITE } from "./fixture-tree.ts";

let questions: { id: string; question: string; answer: string }[];
let spelling: Record<string, string>;
let items: { id: string; haystack: string }[];

beforeAll(async () => {
  const compiled = await compileContent(FIXTURE_SITE, { cacheDir: null });
  questions = compiled.content.us.data.faq.questions;
  spelling = compiled.spelling;
  const toUk = spellerFor("UK", spelling);
  items = questions.map((q) => ({ id: q.id, haystack: haystackOf(q.question, plainText(q.answer), toUk) }));
});

describe("the FAQ filter", () => {
  it("keeps every question for a blank query and none for a word no answer has", () => {
    expect(matchingIds(items, "  ").size).toBe(questions.length);
    expect(matchingIds(items, "zzqx").size).toBe(0);
  });

  it("matches a question's own words, in either spelling, whatever the case", () => {
    const first = questions[0]!;
    const word = first.question
      .split(/\s+/)
      .find((w) => w.length > 4)!
      .replace(/\W/g, "");
    expect(matchingIds(items, word.toUpperCase()).has(first.id)).toBe(true);
    const [us, uk] = Object.entries(spelling).find(([us]) =>
      questions.some((q) => plainText(q.answer).toLowerCase().split(/\W+/).includes(us)),
    )!;
    expect(matchingIds(items, uk)).toEqual(matchingIds(items, us));
    expect(matchingIds(items, us).size).toBeGreaterThan(0);
  });
});
