import type { TestInfo } from "@playwright/test";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { LEAD_FORM_PAGES, LEAD_TIMEOUT_MS, LEADS_PER_ADDRESS_PER_MINUTE } from "#app/core/leads/index.ts";
import { API_HEADERS } from "#backend/http/index.ts";
import { observatoryGrade } from "#tests/support/observatory.ts";
import { content, domainOf, gotoHydrated, manifest, spelledFor } from "./helpers.ts";
import { leadCountWithEmailEnding, leadsWithEmail, sameSiteHeaders, senderOf } from "./leads-db.ts";

withoutMotion();

/**
 * The forms' receiver as the served site runs it (a Pages Function under `wrangler pages dev`,
 * with its local D1): what it stores, what it refuses, and the headers of every answer.
 */
const contactLead = (email: string) => ({
  name: "Jo Bloggs",
  email,
  company: "Stitch Co",
  topic: "sales",
  message: "We run four embroidery heads and want to move off spreadsheets.",
});
const uniqueEmail = (testInfo: TestInfo, who: string) =>
  `${who}+${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@stitchco.com`;
const baseURLOf = (testInfo: TestInfo) => testInfo.project.use.baseURL!;
/**
 * Headers of a same-site post from an address no other test or earlier run used in the last
 * minute (benchmark range 198.18.0.0/15), for the tests that count what one address may send.
 */
const freshSender = (testInfo: TestInfo) => ({
  ...sameSiteHeaders(testInfo),
  "cf-connecting-ip": `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`,
});

test("a valid lead is answered 201 with its id and kept in D1", async ({ request }, testInfo) => {
  const email = uniqueEmail(testInfo, "jo");
  const response = await request.post("/api/leads/contact", {
    data: contactLead(email),
    headers: sameSiteHeaders(testInfo),
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).id).toMatch(/^[0-9a-f-]{36}$/);
  const rows = await leadsWithEmail(baseURLOf(testInfo), email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.form).toBe("contact");
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({ company: "Stitch Co", topic: "sales" });
});

test("field errors come back as 422 with the content's sentences; a honeypot and unknown fields get 400", async ({
  request,
}, testInfo) => {
  const headers = sameSiteHeaders(testInfo);
  const invalid = await request.post("/api/leads/contact", {
    data: { ...contactLead("jo@"), name: "" },
    headers,
  });
  expect(invalid.status()).toBe(422);
  const errors = content.data.ui.forms.errors;
  expect((await invalid.json()).errors).toEqual({ name: errors.required, email: errors.email });

  const email = uniqueEmail(testInfo, "bot");
  const bot = await request.post("/api/leads/contact", {
    data: { ...contactLead(email), website: "x" },
    headers,
  });
  expect(bot.status()).toBe(400);
  const extra = await request.post("/api/leads/contact", {
    data: { ...contactLead(email), admin: 1 },
    headers,
  });
  expect(extra.status()).toBe(400);
  expect(await leadsWithEmail(baseURLOf(testInfo), email)).toEqual([]);
});

test(`one address gets 429 after ${LEADS_PER_ADDRESS_PER_MINUTE} leads in a minute`, async ({
  request,
}, testInfo) => {
  const headers = freshSender(testInfo);
  const statuses: number[] = [];
  for (let i = 0; i <= LEADS_PER_ADDRESS_PER_MINUTE; i++)
    statuses.push(
      (
        await request.post("/api/leads/contact", {
          data: contactLead(uniqueEmail(testInfo, `r${i}`)),
          headers,
        })
      ).status(),
    );
  expect(statuses).toEqual([...Array(LEADS_PER_ADDRESS_PER_MINUTE).fill(201), 429]);
});

test(`200 parallel posts from one address store at most ${LEADS_PER_ADDRESS_PER_MINUTE}`, async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const headers = freshSender(testInfo);
  const batch = `-${testInfo.project.name}-${Date.now()}@parallel.example`;
  let triedAgain = 0;
  // Each post is one visitor's attempt with its own key, as the forms send it. Under a burst this
  // size the local runtime now and then drops a connection and its proxy answers 503 ("worker
  // restarted mid-request"); the visitor's "Try again" resends the same key, and so does this.
  // Any other answer, a 500 included, is final.
  const attempt = async (i: number): Promise<{ status: number; id?: string }> => {
    const key = `parallel-${i}-${crypto.randomUUID()}`;
    for (let tries = 1; ; tries++) {
      const r = await request.post("/api/leads/contact", {
        data: contactLead(`p${i}${batch}`),
        headers: { ...headers, "idempotency-key": key },
      });
      if (r.status() === 503 && tries < 3) {
        triedAgain++;
        continue;
      }
      if (r.status() === 201) return { status: 201, id: (await r.json()).id };
      if (r.status() !== 429) console.log(`${r.status()}: ${await r.text()}`);
      return { status: r.status() };
    }
  };
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt(i)));
  const stored = await leadCountWithEmailEnding(baseURLOf(testInfo), batch);
  const statuses = answers.map((a) => a.status);
  console.log(
    `200 parallel posts: ${stored} stored, ${statuses.filter((s) => s === 429).length} answered 429, ${triedAgain} sent again after a 503`,
  );
  expect(stored).toBeLessThanOrEqual(LEADS_PER_ADDRESS_PER_MINUTE);
  const ids = answers.flatMap((a) => a.id ?? []);
  expect(new Set(ids).size).toBe(stored);
  expect(ids).toHaveLength(stored);
  expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
});

test("every answer of the receivers carries the security headers and grades A+", async ({
  request,
}, testInfo) => {
  const headers = freshSender(testInfo);
  const json = { ...headers, "content-type": "application/json" };
  const answers: [number, () => ReturnType<typeof request.post>][] = [
    [
      201,
      () => request.post("/api/leads/contact", { data: contactLead(uniqueEmail(testInfo, "h")), headers }),
    ],
    [
      303,
      () =>
        request.post("/api/leads/contact", {
          form: contactLead(uniqueEmail(testInfo, "f")),
          headers,
          maxRedirects: 0,
        }),
    ],
    [400, () => request.post("/api/leads/contact", { data: "{", headers: json })],
    [
      403,
      () =>
        request.post("/api/leads/contact", {
          data: contactLead("x@evil.example"),
          headers: { ...headers, origin: "https://evil.example" },
        }),
    ],
    [404, () => request.post("/api/leads/newsletter", { data: {}, headers })],
    [405, () => request.get("/api/leads/contact")],
    [413, () => request.post("/api/leads/contact", { data: "x".repeat(20_000), headers: json })],
    [
      415,
      () =>
        request.post("/api/leads/contact", {
          data: "{}",
          headers: { ...headers, "content-type": "text/plain" },
        }),
    ],
    [422, () => request.post("/api/leads/contact", { data: {}, headers })],
    [422, () => request.post("/api/leads/contact", { form: { name: "" }, headers })],
    [400, () => request.post("/api/feedback", { data: {}, headers })],
  ];
  for (const [status, send] of answers) {
    const response = await send();
    expect(response.status(), response.url()).toBe(status);
    const got = response.headers();
    for (const [name, value] of Object.entries(API_HEADERS))
      expect(got[name.toLowerCase()], `${status} ${name}`).toBe(value);
    if (status !== 303) expect((await response.body()).length, `${status} has a body`).toBeGreaterThan(0);
    const grade = observatoryGrade(got, { url: "https://tracker.example/api/leads/contact", scripts: [] });
    expect(
      grade.tests.filter((t) => t.modifier < 0),
      `${status}`,
    ).toEqual([]);
    expect(grade.grade, `${status}`).toBe("A+");
  }
  // The 429 too, once this address has sent its share.
  for (let i = 0; i < LEADS_PER_ADDRESS_PER_MINUTE; i++)
    await request.post("/api/leads/contact", { data: contactLead(uniqueEmail(testInfo, `l${i}`)), headers });
  const limited = await request.post("/api/leads/contact", {
    data: contactLead(uniqueEmail(testInfo, "l")),
    headers,
  });
  expect(limited.status()).toBe(429);
  expect(limited.headers()["cache-control"]).toBe("no-store");
  expect(limited.headers()["content-security-policy"]).toBe(API_HEADERS["Content-Security-Policy"]);
});

test("a post from another site is refused with 403 and not stored", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "csrf");
  const sender = { "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) };
  const fromElsewhere: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: new URL(baseURLOf(testInfo)).origin, "sec-fetch-site": "cross-site" },
    {},
  ];
  for (const headers of fromElsewhere) {
    const response = await request.post("/api/leads/contact", {
      form: contactLead(email),
      headers: { ...sender, ...headers },
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(headers)).toBe(403);
  }
  // A real browser on another site, submitting a form that posts here.
  const action = new URL("/api/leads/contact", baseURLOf(testInfo)).href;
  await page.route("https://evil.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${action}">${Object.entries(contactLead(email))
        .map(([name, value]) => `<input name="${name}" value="${value}">`)
        .join("")}<button>Send</button></form>`,
    }),
  );
  await page.goto("https://evil.example/");
  const answer = page.waitForResponse(action);
  await page.getByRole("button", { name: "Send" }).click();
  expect((await answer).status()).toBe(403);
  expect(await leadsWithEmail(baseURLOf(testInfo), email)).toEqual([]);
});

test("a retry after a slow answer stores the lead once", async ({ page }, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  const { forms } = content.data;
  await page.clock.install();
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) });
  await gotoHydrated(page, LEAD_FORM_PAGES.contact);
  // The receiver stores the lead, but its answer never arrives in time.
  const keys: string[] = [];
  let stored: (status: number) => void;
  const firstAnswer = new Promise<number>((resolve) => (stored = resolve));
  await page.route("**/api/leads/contact", async (route) => {
    keys.push((await route.request().allHeaders())["idempotency-key"] ?? "");
    stored((await route.fetch()).status());
  });
  const email = uniqueEmail(testInfo, "slow");
  await page.locator("#contact-name").fill("Jo Bloggs");
  await page.locator("#contact-email").fill(email);
  await page.locator("#contact-company").fill("Stitch Co");
  await page.locator("#contact-topic").check();
  await page.locator("#contact-message").fill("We run four embroidery heads.");
  await page.getByRole("button", { name: say(forms.contact.submit) }).click();
  expect(await firstAnswer).toBe(201);
  await page.clock.fastForward(LEAD_TIMEOUT_MS);
  const retry = page.getByRole("button", { name: say(forms.common.failure.retry) });
  await expect(retry).toBeVisible();

  await page.unrouteAll({ behavior: "ignoreErrors" });
  const second = page.waitForRequest("**/api/leads/contact");
  await retry.click();
  keys.push((await (await second).allHeaders())["idempotency-key"] ?? "");
  await page.clock.runFor(100);
  await expect(page.getByRole("heading", { name: say(forms.contact.success.heading) })).toBeVisible();
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await leadsWithEmail(baseURLOf(testInfo), email)).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form with problems comes back filled in, naming each problem, and then goes through", async ({
    page,
  }, testInfo) => {
    const { forms } = content.data;
    const errors = content.data.ui.forms.errors;
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) });
    await page.goto(LEAD_FORM_PAGES.contact);
    const email = uniqueEmail(testInfo, "nojs");
    await page.locator("#contact-name").fill("Jo <b>Bloggs</b>");
    // Both pass the browser's own checks; the receiver's are stricter.
    await page.locator("#contact-email").fill("jo@stitchco");
    await page.locator("#contact-phone").fill("call me maybe");
    await page.locator("#contact-company").fill("Stitch Co");
    await page.locator("#contact-topic").check();
    await page.locator("#contact-message").fill("Four heads, </textarea> and spreadsheets.");
    const answer = page.waitForResponse("**/api/leads/contact");
    await page
      .getByRole("button", { name: spelledFor(domainOf(testInfo).domain, forms.contact.submit) })
      .click();
    expect((await answer).status()).toBe(422);

    const problems = page.getByRole("alert");
    await expect(problems).toContainText(errors.email);
    await expect(problems).toContainText(errors.phone);
    await expect(problems).toContainText(forms.contact.email.label);
    await expect(page.getByLabel(forms.contact.name.label)).toHaveValue("Jo <b>Bloggs</b>");
    await expect(page.getByLabel(forms.contact.company.label)).toHaveValue("Stitch Co");
    await expect(page.locator("textarea")).toHaveValue("Four heads, </textarea> and spreadsheets.");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);

    await page.locator("#field-email").fill(email);
    await page.locator("#field-phone").fill("");
    await page.getByRole("button").click();
    await expect(page).toHaveURL(/\/thank-you\?form=contact$/);
    const thankYou = manifest.find((m) => m.path === "/thank-you");
    expect(thankYou, "the confirmation page is a page of the site").toBeDefined();
    const rows = await leadsWithEmail(baseURLOf(testInfo), email);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ name: "Jo <b>Bloggs</b>", company: "Stitch Co" });
  });
});
