import { expect, test } from "./fixtures.ts";
import { plainText } from "#app/core/text/index.ts";
import { fillCount, fillTemplate } from "#app/core/text/index.ts";
import { content, domainOf, gotoHydrated, jsonLdOf, spelledFor, toUk } from "./helpers.ts";

const { topics, questions } = content.data.faq;
const labels = content.data.ui.faq;
const groups = topics
  .map((topic) => ({ ...topic, questions: questions.filter((q) => q.topic === topic.id) }))
  .filter((g) => g.questions.length > 0);
const textOf = (q: (typeof questions)[number]) => `${q.question} ${plainText(q.answer)}`.toLowerCase();

test.describe("/faq", () => {
  test("questions sit under their topics, each a disclosure with a turning chevron", async ({
    page,
  }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    await gotoHydrated(page, "/faq");
    const sections = page.locator("section:has(> h2)");
    await expect(sections).toHaveCount(groups.length);
    for (const [i, group] of groups.entries()) {
      const section = sections.nth(i);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(say(group.title));
      await expect(section.locator("details > summary")).toHaveText(
        group.questions.map((q) => say(q.question)),
      );
    }
    const details = page.locator(`details[id="${questions[0]!.id}"]`);
    const chevron = details.locator("summary svg");
    const closed = await chevron.evaluate((e) => getComputedStyle(e).rotate);
    await details.locator("summary").click();
    await expect(details).toHaveJSProperty("open", true);
    await expect(details.locator(".prose")).toBeVisible();
    await expect.poll(() => chevron.evaluate((e) => getComputedStyle(e).rotate)).not.toBe(closed);
    expect(await chevron.evaluate((e) => getComputedStyle(e).transitionDuration)).not.toBe("0s");
    await page.emulateMedia({ reducedMotion: "reduce" });
    // No transition (the site's reduced-motion rule leaves at most a hundredth of a millisecond).
    expect(parseFloat(await chevron.evaluate((e) => getComputedStyle(e).transitionDuration))).toBeLessThan(
      0.001,
    );
  });

  test("each question has its own anchor: /faq#<id> opens it and scrolls to it, also on hash change", async ({
    page,
  }) => {
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    const target = groups.at(-1)!.questions.at(-1)!;
    await gotoHydrated(page, `/faq#${target.id}`);
    const details = page.locator(`details[id="${target.id}"]`);
    await expect(details).toHaveJSProperty("open", true);
    await expect(details.locator("summary")).toBeInViewport();

    const other = groups[0]!.questions[0]!;
    await page.evaluate((id) => (window.location.hash = id), other.id);
    const otherDetails = page.locator(`details[id="${other.id}"]`);
    await expect(otherDetails).toHaveJSProperty("open", true);
    await expect(otherDetails.locator("summary")).toBeInViewport();
  });

  test("a link to a question the filter hides clears the filter and opens the question", async ({
    page,
  }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    await gotoHydrated(page, "/faq");
    const target = groups.at(-1)!.questions.at(-1)!;
    // A word some question has and the target does not.
    const word = questions
      .flatMap((q) => q.question.toLowerCase().match(/[a-z]{5,}/g) ?? [])
      .find((w) => !textOf(target).includes(w))!;
    const box = page.getByLabel(say(labels.filterLabel));
    await box.fill(word);
    const details = page.locator(`details[id="${target.id}"]`);
    await expect(details).toBeHidden();

    await page.evaluate((id) => (window.location.hash = id), target.id);
    await expect(box).toHaveValue("");
    await expect(details).toHaveJSProperty("open", true);
    await expect(details.locator("summary")).toBeInViewport();
  });

  test("the filter narrows the questions as you type, in either spelling, and says how many match", async ({
    page,
  }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    await gotoHydrated(page, "/faq");
    const box = page.getByLabel(say(labels.filterLabel));
    // A word that is in some questions but not all.
    const word = questions
      .flatMap((q) => q.question.toLowerCase().match(/[a-z]{5,}/g) ?? [])
      .find((w) => {
        const n = questions.filter((q) => textOf(q).includes(w)).length;
        return n > 0 && n < questions.length;
      })!;
    const expected = questions.filter((q) => textOf(q).includes(word));
    await box.fill(word.toUpperCase());
    const countText = fillCount(
      { one: say(labels.matches.one), other: say(labels.matches.other) },
      expected.length,
    );
    await expect(page.getByText(countText, { exact: true })).toHaveAttribute("role", "status");
    await expect(page.locator("details:visible")).toHaveCount(expected.length);
    for (const group of groups) {
      const has = group.questions.some((q) => expected.includes(q));
      const section = page.locator("section", { has: page.getByRole("heading", { name: say(group.title) }) });
      if (has) await expect(section).toBeVisible();
      else await expect(section).toBeHidden();
    }

    // Both spellings: a US word whose UK form differs finds the same questions.
    const usWord = questions.flatMap((q) => textOf(q).match(/[a-z]{4,}/g) ?? []).find((w) => toUk(w) !== w)!;
    await box.fill(usWord);
    const usCount = await page.locator("details:visible").count();
    expect(usCount).toBeGreaterThan(0);
    await box.fill(toUk(usWord));
    await expect(page.locator("details:visible")).toHaveCount(usCount);

    await box.fill("zzqxv");
    await expect(page.locator("details:visible")).toHaveCount(0);
    await expect(page.locator("section:has(> h2):visible")).toHaveCount(0);
    await expect(
      page.getByRole("status").filter({ hasText: fillTemplate(say(labels.noMatch), { query: "zzqxv" }) }),
    ).toBeVisible();

    await box.fill("");
    await expect(page.locator("details:visible")).toHaveCount(questions.length);
  });

  test("without scripts every question shows and the filter box is hidden", async ({ browser }, testInfo) => {
    const say = (t: string) => spelledFor(domainOf(testInfo).domain, t);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto("/faq");
    await expect(page.locator("details > summary:visible")).toHaveCount(questions.length);
    await expect(page.getByLabel(say(labels.filterLabel))).toBeHidden();
    await context.close();
  });

  test("the FAQPage data holds every question with a plain-text answer", async ({ page }) => {
    await page.goto("/faq");
    const faq = (await jsonLdOf(page)).find((block) => block["@type"] === "FAQPage")!;
    expect(faq.mainEntity).toHaveLength(questions.length);
    for (const item of faq.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { text: string };
    }[]) {
      expect(item["@type"]).toBe("Question");
      expect(item.acceptedAnswer.text).not.toMatch(/[<>]/);
      expect(item.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });
});
