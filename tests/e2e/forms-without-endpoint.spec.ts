import { expect, test } from "./fixtures.ts";
import { LEAD_FORM_PAGES } from "#app/core/leads/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { content, domainOf, gotoHydrated, spelledFor } from "./helpers.ts";

/**
 * The variant build (playwright.config.ts) has no forms endpoint, as on a host without functions:
 * the forms then write an email to the sales address, filled in with the visitor's answers.
 */
const { forms } = content.data;
const salesEmail = content.data.site.forms.salesEmail;

test("with no endpoint, the contact form opens a prefilled email to sales instead of posting", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  const say = (text: string) => spelledFor(domain, text);
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await gotoHydrated(page, LEAD_FORM_PAGES.contact);
  await expect(page.locator("form").first()).toHaveAttribute("action", `mailto:${salesEmail}`);
  await expect(
    page.getByText(fillTemplate(say(forms.common.mailtoNote), { email: salesEmail })),
  ).toBeVisible();

  await page.locator("#contact-name").fill("Jo Bloggs");
  await page.locator("#contact-email").fill("jo@stitchco.com");
  await page.locator("#contact-company").fill("Stitch Co");
  await page.locator("#contact-topic").check();
  await page.locator("#contact-message").fill("Four embroidery heads, two presses.");
  await page.getByRole("button", { name: say(forms.contact.submit) }).click();

  const status = page.getByRole("status").filter({ hasText: say(forms.common.mailtoOpened) });
  const href = decodeURIComponent((await status.getByRole("link").getAttribute("href"))!);
  expect(href).toMatch(new RegExp(`^mailto:${salesEmail}\\?subject=`));
  for (const answer of ["Jo Bloggs", "jo@stitchco.com", "Stitch Co", "Four embroidery heads, two presses."])
    expect(href).toContain(answer);
  expect(posted).toBe(false);
});

test("with no endpoint, docs pages offer no feedback widget rather than one that cannot send", async ({
  page,
}, testInfo) => {
  const { domain } = domainOf(testInfo);
  const doc = content.collections.docsPages[0]!;
  await gotoHydrated(page, doc.path);
  await expect(
    page.getByRole("heading", { name: spelledFor(domain, content.data.ui.docs.feedback.question) }),
  ).toHaveCount(0);
  // The rest of the page's furniture is still there.
  await expect(
    page.getByRole("link", { name: spelledFor(domain, content.data.ui.docs.editPage) }),
  ).toBeVisible();
});
