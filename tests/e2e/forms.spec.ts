import { existsSync, readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { expect, test } from "./fixtures.ts";
import {
  LEAD_FORM_PAGES,
  LEAD_THANK_YOU_PAGE,
  LEAD_TIMEOUT_MS,
  LEADS_PER_ADDRESS_PER_MINUTE,
} from "#app/core/leads/index.ts";
import { fillCount, fillTemplate } from "#app/core/text/index.ts";
import { THEME_STORAGE_KEY } from "#app/components/layout/theme.ts";
import { axeViolations } from "./axe.ts";
import {
  content,
  domainOf,
  gotoHydrated,
  manifest,
  seedStorage,
  spelledFor,
  watchConsole,
} from "./helpers.ts";
import { leadsWithEmail, sameSiteHeaders, senderOf } from "./leads-db.ts";

/**
 * The two forms in a browser, against the served site's own Pages Function and local D1: what a
 * visitor sees while filling one in, when it is sent, and when sending fails.
 */
const { forms } = content.data;
const errorText = content.data.ui.forms.errors;
const salesEmail = content.data.site.forms.salesEmail;

/** Every request of this test comes from an address of its own, so rate limits never cross tests. */
async function open(page: Page, path: string, testInfo: TestInfo) {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) });
  await gotoHydrated(page, path);
}

const uniqueEmail = (testInfo: TestInfo, who: string) =>
  `${who}+${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@stitchco.com`;

async function fillContact(page: Page, email: string) {
  await page.locator("#contact-name").fill("Jo Bloggs");
  await page.locator("#contact-email").fill(email);
  await page.locator("#contact-company").fill("Stitch Co");
  await page.locator("#contact-topic").check();
  await page
    .locator("#contact-message")
    .fill("We run four embroidery heads and want to stop retyping orders.");
}

const failureBox = (page: Page) => page.getByRole("alert").filter({ has: page.getByRole("heading") });

test("the contact form checks a field once it is left, then as it changes, and sums up the rest on submit", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  const errors = watchConsole(page);
  await open(page, LEAD_FORM_PAGES.contact, testInfo);

  const name = page.locator("#contact-name");
  await name.focus();
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact-name-error")).toHaveText(new RegExp(say(errorText.required)));
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAttribute("aria-describedby", /contact-name-error/);
  // Nothing is said about a field the visitor has not reached yet.
  await expect(page.locator("#contact-company-error")).toHaveCount(0);

  await page.keyboard.type("jo@");
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact-email-error")).toHaveText(new RegExp(say(errorText.email)));
  await name.focus();
  await page.keyboard.type("Jo Bloggs");
  await expect(page.locator("#contact-name-error")).toHaveCount(0);
  await page.locator("#contact-email").focus();
  await page.keyboard.type("stitchco.com");
  await expect(page.locator("#contact-email-error")).toHaveCount(0);

  // Submitting by keyboard: the summary takes the focus and names the three fields still empty.
  await page.getByRole("button", { name: say(forms.contact.submit) }).focus();
  await page.keyboard.press("Enter");
  const summary = page
    .locator("[tabindex='-1']")
    .filter({ has: page.getByRole("heading") })
    .first();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading")).toHaveText(say(fillCount(forms.common.errorSummary, 3)));
  const links = summary.getByRole("link");
  await expect(links).toHaveCount(3);
  await page.keyboard.press("Tab");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#contact-company")).toBeFocused();
  await expect(page.locator("#contact-message-error")).toHaveText(new RegExp(say(errorText.required)));

  expect(await axeViolations(page), "axe, with errors showing").toEqual([]);
  expect(errors).toEqual([]);
});

test("a sent contact message is kept in D1 once, however often the button is pressed, and the form gives way to what happens next", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  await open(page, LEAD_FORM_PAGES.contact, testInfo);
  let requests = 0;
  await page.route("**/api/leads/contact", async (route) => {
    requests += 1;
    // Slow enough that the second press lands while the first is in flight.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const email = uniqueEmail(testInfo, "jo");
  await fillContact(page, email);
  const button = page.getByRole("button", { name: spelledFor(domain, forms.contact.submit) });
  await button.click();
  await expect(page.getByRole("button", { name: spelledFor(domain, forms.common.sending) })).toBeVisible();
  await page.getByRole("button", { name: spelledFor(domain, forms.common.sending) }).click({ force: true });

  const confirmation = page.getByRole("heading", { name: spelledFor(domain, forms.contact.success.heading) });
  await expect(confirmation).toBeVisible();
  await expect(page.locator("#contact-name")).toHaveCount(0);
  expect(requests).toBe(1);
  const rows = await leadsWithEmail(testInfo.project.use.baseURL!, email);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({
    name: "Jo Bloggs",
    company: "Stitch Co",
    topic: "sales",
  });
});

test.describe("booking a demo", () => {
  test.use({ timezoneId: "America/Chicago" });

  test("asks for days and times only when a demo is chosen, fills in the time zone, and is kept in D1", async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const say = (text: string) => spelledFor(domain, text);
    await open(page, LEAD_FORM_PAGES["get-started"], testInfo);
    const days = page.locator("#get-started-demoDays");
    await expect(days).toBeHidden();
    await page.locator("#get-started-request-demo").check();
    await expect(days).toBeVisible();
    await expect(page.getByRole("button", { name: say(forms.getStarted.submit.demo) })).toBeVisible();

    const email = uniqueEmail(testInfo, "sam");
    await page.locator("#get-started-name").fill("Sam Patel");
    await page.locator("#get-started-email").fill(email);
    await page.locator("#get-started-company").fill("Print Haus");
    await page.locator("#get-started-companySize").selectOption("6-20");
    await page.locator("#get-started-decorationTypes-dtg-dtf").check();
    await page.getByRole("button", { name: say(forms.getStarted.submit.demo) }).click();
    await expect(page.locator("#get-started-demoDays-error")).toHaveText(new RegExp(say(errorText.choose)));
    await expect(page.locator("#get-started-demoTimes-error")).toHaveText(new RegExp(say(errorText.choose)));
    await expect(page.locator("#get-started-timeZone")).toHaveValue("America/Chicago");

    await page.locator("#get-started-demoDays-tue").check();
    await page.locator("#get-started-demoTimes").check();
    await page.getByRole("button", { name: say(forms.getStarted.submit.demo) }).click();
    await expect(
      page.getByRole("heading", { name: say(forms.getStarted.success.demo.heading) }),
    ).toBeVisible();
    const [row] = await leadsWithEmail(testInfo.project.use.baseURL!, email);
    expect(JSON.parse(row!.payload)).toMatchObject({
      request: "demo",
      decorationTypes: ["dtg-dtf"],
      demoDays: ["tue"],
      demoTimes: ["morning"],
      timeZone: "America/Chicago",
    });
  });
});

/** Where each "Book a demo" button of the built site leads (the label of the form's demo choice). */
function demoButtonHrefs(testInfo: TestInfo): string[] {
  const { domain } = domainOf(testInfo);
  const label = spelledFor(domain, forms.getStarted.request.options.demo.label);
  const hrefs = manifest.flatMap(({ path }) => {
    const file = `build/${domain}${path === "/" ? "/index" : path}.html`;
    if (!existsSync(file)) return [];
    const links = DomUtils.getElementsByTagName("a", parseDocument(readFileSync(file, "utf8")));
    return links.filter((a) => DomUtils.textContent(a).trim() === label).map((a) => a.attribs.href!);
  });
  return [...new Set(hrefs)];
}

test.describe("a Book a demo button", () => {
  test.use({ timezoneId: "America/Chicago" });

  test("from any page arrives at the form with the demo chosen and the time zone filled in", async ({
    page,
  }, testInfo) => {
    const hrefs = demoButtonHrefs(testInfo);
    expect(hrefs.length, "the site has Book a demo buttons").toBeGreaterThan(0);
    for (const href of hrefs) {
      await open(page, href, testInfo);
      await expect(page.locator("#get-started-request-demo"), href).toBeChecked();
      await expect(page.locator("#get-started-demoDays"), href).toBeVisible();
      // Nothing typed or focused: the field says it is filled in from the device, so it is.
      await expect(page.locator("#get-started-timeZone"), href).toHaveValue("America/Chicago");
    }
  });
});

test("the receiver's own field errors show beside the fields, and nothing typed is lost", async ({
  page,
}, testInfo) => {
  const message = "This address belongs to an existing account: sign in instead.";
  await open(page, LEAD_FORM_PAGES.contact, testInfo);
  await page.route("**/api/leads/contact", (route) =>
    route.fulfill({ status: 422, json: { errors: { email: message } } }),
  );
  const email = uniqueEmail(testInfo, "jo");
  await fillContact(page, email);
  await page.locator("#contact-message").press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("#contact-email-error")).toHaveText(new RegExp(message));
  await expect(page.locator("[tabindex='-1']").filter({ hasText: message })).toBeFocused();
  await expect(page.locator("#contact-email")).toHaveValue(email);
  await expect(page.locator("#contact-name")).toHaveValue("Jo Bloggs");
});

for (const failure of ["server", "network", "timeout"] as const) {
  test(`a ${failure} failure keeps every answer, says what went wrong and offers a retry and an email`, async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const say = (text: string) => spelledFor(domain, text);
    if (failure === "timeout") await page.clock.install();
    await open(page, LEAD_FORM_PAGES.contact, testInfo);
    await page.route("**/api/leads/contact", async (route) => {
      if (failure === "server") await route.fulfill({ status: 500, json: { error: "down" } });
      if (failure === "network") await route.abort("internetdisconnected");
      // timeout: never answered.
    });
    const email = uniqueEmail(testInfo, "jo");
    await fillContact(page, email);
    await page.getByRole("button", { name: say(forms.contact.submit) }).click();
    if (failure === "timeout") {
      await expect(page.getByRole("button", { name: say(forms.common.sending) })).toBeVisible();
      await page.clock.fastForward(LEAD_TIMEOUT_MS);
    }

    const box = failureBox(page);
    await expect(box).toContainText(
      fillTemplate(say(forms.common.failure[failure]), { seconds: String(LEAD_TIMEOUT_MS / 1000) }),
    );
    await expect(page.locator("#contact-email")).toHaveValue(email);
    await expect(page.locator("#contact-message")).toHaveValue(/four embroidery heads/);
    const mail = box.getByRole("link", {
      name: fillTemplate(say(forms.common.failure.emailInstead), { email: salesEmail }),
    });
    const href = decodeURIComponent((await mail.getAttribute("href"))!);
    expect(href).toMatch(new RegExp(`^mailto:${salesEmail}\\?`));
    expect(href).toContain("Stitch Co");
    expect(href).toContain(email);

    // The retry sends the same answers again, and this time they arrive.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await box.getByRole("button", { name: say(forms.common.failure.retry) }).click();
    if (failure === "timeout") await page.clock.runFor(100);
    await expect(page.getByRole("heading", { name: say(forms.contact.success.heading) })).toBeVisible();
    expect(await leadsWithEmail(testInfo.project.use.baseURL!, email)).toHaveLength(1);
  });
}

test("a bot that fills the hidden field is turned away and nothing is stored", async ({ page }, testInfo) => {
  const { domain } = domainOf(testInfo);
  await open(page, LEAD_FORM_PAGES.contact, testInfo);
  const email = uniqueEmail(testInfo, "bot");
  await fillContact(page, email);
  await page.locator("#contact-website").fill("https://spam.example", { force: true });
  await page.getByRole("button", { name: spelledFor(domain, forms.contact.submit) }).click();
  await expect(failureBox(page)).toBeVisible();
  expect(await leadsWithEmail(testInfo.project.use.baseURL!, email)).toEqual([]);
});

test("past the per-address limit, the form says to wait a minute", async ({ page, request }, testInfo) => {
  const { domain } = domainOf(testInfo);
  const headers = sameSiteHeaders(testInfo);
  for (let sent = 0; sent < LEADS_PER_ADDRESS_PER_MINUTE; sent += 1) {
    const response = await request.post("/api/leads/contact", {
      headers,
      data: {
        name: "Jo",
        email: uniqueEmail(testInfo, `jo${sent}`),
        company: "Stitch Co",
        topic: "sales",
        message: "Hello",
      },
    });
    expect(response.status()).toBe(201);
  }
  await open(page, LEAD_FORM_PAGES.contact, testInfo);
  await fillContact(page, uniqueEmail(testInfo, "jo-late"));
  await page.getByRole("button", { name: spelledFor(domain, forms.contact.submit) }).click();
  await expect(failureBox(page)).toContainText(spelledFor(domain, forms.common.failure.rateLimited));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts as plain HTML and lands on the confirmation page", async ({
    page,
  }, testInfo) => {
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name) });
    await page.goto(LEAD_FORM_PAGES.contact);
    const email = uniqueEmail(testInfo, "nojs");
    await fillContact(page, email);
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`${LEAD_THANK_YOU_PAGE}\\?form=contact$`));
    const thanks = manifest.find((entry) => entry.path === LEAD_THANK_YOU_PAGE)!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      spelledFor(domainOf(testInfo).domain, thanks.title),
    );
    expect(await leadsWithEmail(testInfo.project.use.baseURL!, email)).toHaveLength(1);
  });
});

test("the forms pass axe in the light theme, the demo's fields showing", async ({ page }, testInfo) => {
  await seedStorage(page, { [THEME_STORAGE_KEY]: "false" });
  await open(page, LEAD_FORM_PAGES["get-started"], testInfo);
  await page.locator("#get-started-request-demo").check();
  await page
    .getByRole("button", { name: spelledFor(domainOf(testInfo).domain, forms.getStarted.submit.demo) })
    .click();
  await expect(page.locator("#get-started-name-error")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the trial form, submitted empty by keyboard, lists each required field and leads to it", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  await open(page, LEAD_FORM_PAGES["get-started"], testInfo);
  await page.locator("#get-started-name").focus();
  // Tab to the button through every field, as a keyboard user would, then press Enter.
  const submit = page.getByRole("button", { name: say(forms.getStarted.submit.trial) });
  for (
    let presses = 0;
    presses < 40 && !(await submit.evaluate((b) => b === document.activeElement));
    presses += 1
  )
    await page.keyboard.press("Tab");
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");
  const required = ["name", "email", "company", "companySize", "decorationTypes"];
  const summary = page
    .locator("[tabindex='-1']")
    .filter({ has: page.getByRole("heading") })
    .first();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveCount(required.length);
  for (const field of required)
    await expect(page.locator(`#get-started-${field}-error`)).toContainText(
      say(field === "decorationTypes" ? errorText.choose : errorText.required),
    );
  await summary.getByRole("link").last().press("Enter");
  await expect(page.locator("#get-started-decorationTypes")).toBeFocused();
});

test(
  "the contact page shows this domain's own office",
  { tag: "@each-domain" },
  async ({ page }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const [office] = content.data.markets[domain].offices;
    const [elsewhere] = content.data.markets[domain === "com" ? "us" : "com"].offices;
    await page.goto(LEAD_FORM_PAGES.contact);
    const main = page.locator("main");
    await expect(main.locator("address")).toHaveText(office!.address);
    await expect(main.getByRole("link", { name: office!.phone })).toHaveAttribute("href", /^tel:\+/);
    await expect(main).not.toContainText(elsewhere!.phone);
  },
);
