import { expect, test } from "./fixtures.ts";
import { LEADS_PER_ADDRESS_PER_MINUTE } from "../../app/core/leads/fields.ts";
import { content, domainOf, manifest } from "./helpers.ts";
import { leadsWithEmail, senderOf } from "./leads-db.ts";

const contactLead = (email: string) => ({
  name: "Jo Bloggs",
  email,
  company: "Stitch Co",
  topic: "sales",
  message: "We run four embroidery heads and want to move off spreadsheets.",
});

test("a valid lead is answered 201 with its id and kept in D1", async ({ request }, testInfo) => {
  const email = `jo+${testInfo.project.name}-${Date.now()}@stitchco.com`;
  const response = await request.post("/api/leads/contact", {
    data: contactLead(email),
    headers: { "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) },
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).id).toMatch(/^[0-9a-f-]{36}$/);
  const rows = leadsWithEmail(testInfo.project.use.baseURL!, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.form).toBe("contact");
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({ company: "Stitch Co", topic: "sales" });
});

test("field errors come back as 422 with the content's sentences; a honeypot and unknown fields get 400", async ({
  request,
}, testInfo) => {
  const headers = { "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) };
  const invalid = await request.post("/api/leads/contact", {
    data: { ...contactLead("jo@"), name: "" },
    headers,
  });
  expect(invalid.status()).toBe(422);
  const errors = content.data.ui.forms.errors;
  expect((await invalid.json()).errors).toEqual({ name: errors.required, email: errors.email });

  const email = `bot-${Date.now()}@spam.example`;
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
  expect(leadsWithEmail(testInfo.project.use.baseURL!, email)).toEqual([]);
});

test(`one address gets 429 after ${LEADS_PER_ADDRESS_PER_MINUTE} leads in a minute`, async ({
  request,
}, testInfo) => {
  const headers = { "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) };
  const statuses: number[] = [];
  for (let i = 0; i <= LEADS_PER_ADDRESS_PER_MINUTE; i++)
    statuses.push(
      (
        await request.post("/api/leads/contact", {
          data: contactLead(`r${i}-${Date.now()}@shop.com`),
          headers,
        })
      ).status(),
    );
  expect(statuses).toEqual([...Array(LEADS_PER_ADDRESS_PER_MINUTE).fill(201), 429]);
});

test("a form posted without scripts lands on the confirmation page", async ({ page }, testInfo) => {
  const { domain } = domainOf(testInfo);
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) });
  const response = await page.request.post("/api/leads/contact", {
    form: contactLead(`plain-${domain}-${Date.now()}@shop.com`),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = response.headers().location!;
  await page.goto(location);
  const thankYou = manifest.find((m) => m.path === new URL(location, "http://x").pathname);
  expect(thankYou, "the confirmation page is a page of the site").toBeDefined();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
