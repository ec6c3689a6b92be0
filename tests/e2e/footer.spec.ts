import { expect, test } from "@playwright/test";
import { content, gotoHydrated } from "./helpers.ts";

const { business } = content.site;

test("the footer links every module and the main, sitemap and legal pages, with the legal notice from site.yaml", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  for (const module of content.modules) await expect(footer.getByRole("link", { name: module.title, exact: true })).toHaveAttribute("href", module.path);
  for (const path of ["/", "/modules", "/industries", "/pricing", "/about", "/contact", "/blog", "/documentation", "/faq", "/sitemap", "/privacy", "/terms"]) {
    await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
  }
  await expect(footer).toContainText(business.description.replace(/\s+/g, " ").trim());
  await expect(footer).toContainText(`© 2025 ${business.name}`);
  expect(business.copyrightYear).toBe(2025);
  await expect(footer).toContainText(business.registrationNumber);
  await expect(footer).toContainText(business.vatNumber);
});
