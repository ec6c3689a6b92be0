import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LEAD_FORM_PAGES } from "#app/core/leads/index.ts";
import { content, domainOf, gotoHydrated, spelledFor } from "./helpers.ts";

/**
 * How a form ends, on a phone and a desktop: the confirmation and the error summary each take the
 * focus, are whole on screen below the fixed header, and the confirmation is as tall as what it
 * says, not as tall as the column beside it.
 */
const { forms } = content.data;

/** Where the element sits against the header and the viewport, and how much of it is empty. */
function placement(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const children = [...el.children].map((child) => child.getBoundingClientRect());
    const contentHeight =
      Math.max(...children.map((r) => r.bottom)) - Math.min(...children.map((r) => r.top));
    const frame =
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.borderBottomWidth);
    return {
      top: box.top,
      bottom: box.bottom,
      headerBottom: document.querySelector("body > header")!.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
      emptySpace: box.height - frame - contentHeight,
    };
  });
}

async function expectWholeBelowHeader(locator: Locator) {
  await expect(locator).toBeFocused();
  // Scrolling may be smooth: wait for it to settle where it stops.
  await expect
    .poll(async () => {
      const at = await placement(locator);
      return at.top >= at.headerBottom - 0.5 && at.bottom <= at.viewport + 0.5;
    })
    .toBe(true);
}

async function fillTrial(page: Page) {
  await page.locator("#get-started-name").fill("Sam Patel");
  await page.locator("#get-started-email").fill("sam@printhaus.com");
  await page.locator("#get-started-company").fill("Print Haus");
  await page.locator("#get-started-companySize").selectOption({ index: 1 });
  await page.locator("input[name=decorationTypes]").first().check();
}

for (const width of [390, 1440])
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the trial's confirmation is as tall as its text, takes the focus and shows whole below the header", async ({
      page,
    }, testInfo) => {
      const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
      await gotoHydrated(page, LEAD_FORM_PAGES["get-started"]);
      // The receiver's answer to a valid lead; what it keeps is forms.spec.ts's business.
      await page.route("**/api/leads/**", (route) => route.fulfill({ status: 201, json: { ok: true } }));
      await fillTrial(page);
      await page.getByRole("button", { name: say(forms.getStarted.submit.trial) }).click();
      const heading = page.getByRole("heading", { name: say(forms.getStarted.success.trial.heading) });
      const confirmation = page.locator("[tabindex='-1']").filter({ has: heading });
      await expectWholeBelowHeader(confirmation);
      expect((await placement(confirmation)).emptySpace).toBeLessThanOrEqual(2);
    });

    test("the error summary takes the focus and shows whole below the header", async ({ page }, testInfo) => {
      const say = (text: string) => spelledFor(domainOf(testInfo).domain, text);
      await gotoHydrated(page, LEAD_FORM_PAGES["get-started"]);
      // The button is far down the long form: the summary appears well above the visitor's view.
      await page.getByRole("button", { name: say(forms.getStarted.submit.trial) }).click();
      const summary = page
        .locator("[tabindex='-1']")
        .filter({ has: page.getByRole("heading") })
        .first();
      await expectWholeBelowHeader(summary);
    });
  });
