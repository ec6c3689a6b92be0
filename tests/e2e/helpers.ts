import type { Page, TestInfo } from "@playwright/test";
import { toUkText } from "../../app/lib/locale/spelling.ts";
import type { CompiledContent } from "../../scripts/content/compiled.ts";
import { readFileSync } from "node:fs";

/** The compiled content the build used: tests derive every expectation from it, never from a copy. */
export const content: CompiledContent = JSON.parse(readFileSync(".generated/content.json", "utf8"));
const spelling: Record<string, string> = JSON.parse(readFileSync(".generated/spelling.json", "utf8"));

export function domainOf(testInfo: TestInfo): { domain: "com" | "us"; siteUrl: string } {
  return testInfo.project.metadata as { domain: "com" | "us"; siteUrl: string };
}

/** Copy as the build's default locale shows it before any visitor choice (.com: UK, .us: US). */
export function spelledFor(domain: "com" | "us", text: string): string {
  return domain === "com" ? toUkText(text, spelling) : text;
}

/** Collects console errors and uncaught exceptions (hydration mismatches arrive as console errors). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Resolves once React has hydrated (React Router sets this before rendering on the client). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
  await page.waitForLoadState("networkidle");
}
