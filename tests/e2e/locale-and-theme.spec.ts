import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { expect, test, withoutMotion } from "./fixtures.ts";
import { fillTemplate, formatDate } from "#app/core/text/index.ts";
import { formatMoney } from "#app/core/pricing/index.ts";
import { axeViolations, COLOUR_RULES } from "./axe.ts";
import {
  content,
  contentFor,
  domainOf,
  dateOrderOf,
  gotoHydrated,
  manifest,
  seedStorage,
  toUk,
  toUkWords,
  watchConsole,
} from "./helpers.ts";

withoutMotion();

const { ui } = content.data;
const tagline = content.data.home.hero.tagline; // "AUTOMATE. ORGANIZE. SIMPLIFY."
const ukTagline = toUk(tagline);
const taglineOf = (page: Page) => page.getByText(new RegExp(`^(${escape(tagline)}|${escape(ukTagline)})$`));
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
const switcher = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: new RegExp(`^${ui.locale.label}: `) });

test.use({ viewport: { width: 1280, height: 800 } });

test("the spelling map really changes the tagline (guards the tests below)", () => {
  expect(ukTagline).toBe("AUTOMATE. ORGANISE. SIMPLIFY.");
});

test.describe("locale start rule", () => {
  test("a stored UK choice wins on either domain", { tag: "@each-domain" }, async ({ page }) => {
    await seedStorage(page, { locale: "UK" });
    await gotoHydrated(page, "/");
    await expect(taglineOf(page)).toHaveText(ukTagline);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(switcher(page)).toHaveAccessibleName(`${ui.locale.label}: ${ui.locale.names.UK}`);
  });

  test("a stored US choice wins on either domain", { tag: "@each-domain" }, async ({ page }) => {
    await seedStorage(page, { locale: "US" });
    await gotoHydrated(page, "/");
    await expect(taglineOf(page)).toHaveText(tagline);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test("with nothing stored, a US browser on a host that is not the .com domain gets US", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, "/");
    await expect(taglineOf(page)).toHaveText(tagline);
    expect(errors).toEqual([]);
  });

  test("garbage in storage is ignored", async ({ page }) => {
    await seedStorage(page, { locale: "british" });
    await gotoHydrated(page, "/");
    await expect(taglineOf(page)).toHaveText(tagline);
  });

  test.describe("with an en-GB browser", () => {
    test.use({ locale: "en-GB" });
    test("nothing stored gives UK", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(taglineOf(page)).toHaveText(ukTagline);
    });
  });
});

test.describe("locale switcher", () => {
  test(
    "its menu says it changes spelling only, readable in both themes, and prices keep the domain's currency",
    { tag: "@each-domain" },
    async ({ page }, testInfo) => {
      const { domain, siteUrl } = domainOf(testInfo);
      const { pricing } = contentFor(domain).data;
      const plan = pricing.plans.find((p) => p.highlighted) ?? pricing.plans[0]!;
      const price = formatMoney(Math.round(plan.price * 100), pricing.money);
      const pricingPath = manifest.find((entry) => entry.template === "pricing")!.path;
      await seedStorage(page, { locale: "US" });
      await gotoHydrated(page, pricingPath);
      await expect(page.locator("main")).toContainText(price);

      await switcher(page).click();
      const options = page
        .getByRole("banner")
        .getByRole("list")
        .filter({
          has: page.getByRole("button", { name: ui.locale.names.UK }),
        });
      // The note names this domain, as its address reads.
      const host = new URL(siteUrl).host.replace(/^www\./, "");
      const note = fillTemplate(ui.locale.spellingOnly, { site: host });
      await expect(page.getByRole("banner").getByText(note)).toBeVisible();
      await expect(options).toHaveAccessibleDescription(note);
      for (const theme of ["dark", "light"]) {
        expect(await axeViolations(page, COLOUR_RULES), `${theme} theme`).toEqual([]);
        // The theme button is outside the menu: a click there closes the menu, so it opens again.
        await expect(page.getByRole("banner").getByText(note)).toBeVisible();
        await page
          .getByRole("button", { name: theme === "dark" ? ui.theme.toLight : ui.theme.toDark })
          .click();
        await switcher(page).click();
        await expect(page.getByRole("banner").getByText(note)).toBeVisible();
      }

      await page.getByRole("button", { name: ui.locale.names.UK }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
      await expect(page.locator("main")).toContainText(price);
    },
  );

  test("switching to UK respells the page, is stored under `locale`, and survives a reload", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, "/");
    await expect(taglineOf(page)).toHaveText(tagline);
    await switcher(page).click();
    await page.getByRole("button", { name: ui.locale.names.UK }).click();
    await expect(taglineOf(page)).toHaveText(ukTagline);
    await expect(switcher(page)).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("UK");
    // UI strings, navigation copy and rendered Markdown follow too.
    await expect(page.getByRole("contentinfo")).toContainText(toUk(content.data.site.business.description));

    await page.reload();
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter,
    );
    await expect(taglineOf(page)).toHaveText(ukTagline);

    await page.goto("/modules/base-garments");
    await expect(page.locator("main")).toContainText("colours");
    await expect(page.locator("main")).not.toContainText(/\bcolors\b/);
    expect(errors).toEqual([]);
  });

  test("after a switch on .us, the page reads as the .com build prints it, word for word", async ({
    page,
    browser,
  }) => {
    const errors = watchConsole(page);
    // A page whose Markdown and labels UK English spells differently.
    const path = "/modules/base-garments";
    /** The heading and every block of rendered Markdown in `main`, as text. */
    const wordsOf = (target: Page) =>
      target
        .locator("main h1, main .prose")
        .evaluateAll((elements) => elements.map((element) => element.textContent));
    // The .com build's HTML for the page, read without running its scripts.
    const com = await browser.newPage({ javaScriptEnabled: false });
    await com.setContent(readFileSync(`build/com${path}.html`, "utf8"), { waitUntil: "domcontentloaded" });
    const comWords = await wordsOf(com);
    await com.close();

    await gotoHydrated(page, path);
    const usWords = await wordsOf(page);
    expect(usWords).toHaveLength(comWords.length);
    expect(usWords, "the page's two Englishes differ (guards this test)").not.toEqual(comWords);

    // The words come with the page's UK text file, made by the build.
    const ukFile = page.waitForResponse((response) => new URL(response.url()).pathname === `${path}.uk.json`);
    await switcher(page).click();
    await page.getByRole("button", { name: ui.locale.names.UK }).click();
    expect((await ukFile).status()).toBe(200);
    await expect.poll(() => wordsOf(page)).toEqual(comWords);
    expect(errors).toEqual([]);
  });

  test("a date the copy names reads in each market's own order: on .us, still after a switch to UK spelling, and in the .com build", async ({
    page,
  }) => {
    // The page whose copy names the terms' effective date from site.yaml.
    const fact = "{site.legal.termsEffective}";
    const { path } = manifest.find((entry) => readFileSync(entry.file, "utf8").includes(fact))!;
    const iso = content.data.site.legal.termsEffective;
    const [us, uk] = [formatDate(iso, dateOrderOf("us")), formatDate(iso, dateOrderOf("com"))];
    expect(us).not.toBe(uk);
    expect(readFileSync(`build/com${path}.html`, "utf8")).toContain(uk);
    await gotoHydrated(page, path);
    const main = page.getByRole("main");
    await expect(main).toContainText(us);
    await switcher(page).click();
    await page.getByRole("button", { name: ui.locale.names.UK }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(main).toContainText(us);
    await expect(main).not.toContainText(uk);
  });

  test("when the UK text cannot be fetched (offline), the page stays in US English and keeps working", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, "/");
    let asked = 0;
    await page.route("**/*.uk.json", (route) => (asked++, route.abort("internetdisconnected")));
    await switcher(page).click();
    await page.getByRole("button", { name: ui.locale.names.UK }).click();
    await expect.poll(() => asked).toBeGreaterThan(0);
    await expect(taglineOf(page)).toHaveText(tagline);
    // Still answers: the theme toggles, and a later choice asks for the file again.
    await page.getByRole("button", { name: ui.theme.toLight }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(switcher(page)).toHaveAccessibleName(`${ui.locale.label}: ${ui.locale.names.US}`);
    await page.unroute("**/*.uk.json");
    await switcher(page).click();
    await page.getByRole("button", { name: ui.locale.names.UK, exact: true }).click();
    await expect(taglineOf(page)).toHaveText(ukTagline);
    // The browser's own line for the request the test made fail is not an error of the page.
    expect(errors.filter((error) => !/^Failed to load resource/.test(error))).toEqual([]);
  });

  test("the dropdown closes on a click outside and on Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    await switcher(page).click();
    await expect(switcher(page)).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 600);
    await expect(switcher(page)).toHaveAttribute("aria-expanded", "false");
    await switcher(page).click();
    await page.keyboard.press("Escape");
    await expect(switcher(page)).toHaveAttribute("aria-expanded", "false");
    await expect(switcher(page)).toBeFocused();
  });
});

test.describe("theme", () => {
  const classAtFirstPaint = async (page: Page) => {
    // Records <html>'s classes the moment <body> is parsed, before anything can paint.
    await page.addInitScript(() => {
      const w = window as unknown as { themeAtBody?: string; themeChanges: string[] };
      w.themeChanges = [];
      new MutationObserver((_, observer) => {
        if (document.body && w.themeAtBody === undefined) {
          w.themeAtBody = document.documentElement.className;
          new MutationObserver(() => w.themeChanges.push(document.documentElement.className)).observe(
            document.documentElement,
            { attributes: true, attributeFilter: ["class"] },
          );
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
  };

  test("is dark by default", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: ui.theme.toLight })).toBeVisible();
  });

  test("toggling stores a JSON boolean and the choice applies before first paint after a reload", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await classAtFirstPaint(page);
    await gotoHydrated(page, "/pricing");
    await page.getByRole("button", { name: ui.theme.toLight }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("tracker-theme"))).toBe("false");
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");

    await page.reload();
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter,
    );
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe(
      "light js",
    );
    expect(await page.evaluate(() => (window as unknown as { themeChanges: string[] }).themeChanges)).toEqual(
      [],
    );
    await expect(page.getByRole("button", { name: ui.theme.toDark })).toBeVisible();

    await page.getByRole("button", { name: ui.theme.toDark }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("tracker-theme"))).toBe("true");
    expect(errors).toEqual([]);
  });

  test("the home page's bands follow the theme, while the scrolled header stays a dark bar", async ({
    page,
  }) => {
    /** Relative luminance of each element's own background (alpha ignored), 0 black to 1 white. */
    const luminanceOf = (selectors: Record<string, string>) =>
      page.evaluate((selectors) => {
        // A canvas turns any CSS colour (oklab, oklch, color-mix) into sRGB bytes.
        const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
        const luminance = (color: string) => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = color.replace(/\s*\/\s*[\d.]+%?\)$/, ")");
          context.fillRect(0, 0, 1, 1);
          const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((v) => v / 255);
          const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        return Object.fromEntries(
          Object.entries(selectors).map(([name, selector]) => {
            const element = document.querySelector(selector)!;
            const band = element.closest("section, footer, header")!;
            return [name, luminance(getComputedStyle(band).backgroundColor)];
          }),
        );
      }, selectors);
    const bands = { hero: "#hero-heading", results: "#results", footer: "footer" };

    await gotoHydrated(page, "/");
    for (const [band, value] of Object.entries(await luminanceOf(bands)))
      expect(value, band).toBeLessThan(0.05);

    await page.getByRole("button", { name: ui.theme.toLight }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    for (const [band, value] of Object.entries(await luminanceOf(bands)))
      expect(value, band).toBeGreaterThan(0.85);

    await page.mouse.wheel(0, 400);
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    await expect.poll(async () => (await luminanceOf({ header: "header" })).header).toBeLessThan(0.05);
  });

  test("garbage in storage falls back to dark without an error", async ({ page }) => {
    const errors = watchConsole(page);
    await seedStorage(page, { "tracker-theme": "{not json" });
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(errors).toEqual([]);
  });

  test("the boot script is byte-identical on every page, and the policy allows exactly it", async ({
    request,
  }) => {
    const scripts = new Set<string>();
    for (const entry of manifest) {
      const response = await request.get(entry.path);
      const boot = (await response.text()).match(/<head>.*?<script>(.*?)<\/script>/s)?.[1];
      expect(boot, entry.path).toBeDefined();
      scripts.add(boot!);
      const hash = createHash("sha256").update(boot!).digest("base64");
      expect(response.headers()["content-security-policy"], entry.path).toContain(`'sha256-${hash}'`);
    }
    expect(scripts.size).toBe(1);
    expect([...scripts][0]).toContain("tracker-theme");
  });
});

test.describe("page transitions", () => {
  test.use({ reducedMotion: "no-preference" });
  test("the page fades out over 0.3 s with a Loading spinner while the next page loads, then fades in", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const wrapper = page.locator("main > div").first();
    expect(await wrapper.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.3s");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/industries.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: ui.nav.mainLabel })
      .getByRole("link", { name: "Industries" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: ui.loading })).toBeVisible();
    await expect(wrapper).toHaveCSS("opacity", "0");
    release();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(page.getByRole("status").filter({ hasText: ui.loading })).toHaveCount(0);
    await expect(wrapper).toHaveCSS("opacity", "1");
  });

  test("reduced motion turns the fade off", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/pricing");
    const wrapper = page.locator("main > div").first();
    expect(await wrapper.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("none");
  });
});

test.describe("the .com build's UK text", () => {
  // content/spelling.yaml's noun-only pairs and third-party names, as writers list them.
  const { nouns, names } = parseYaml(readFileSync("content/spelling.yaml", "utf8")) as {
    nouns: Record<string, string>;
    names: string[];
  };
  const pagesWithVerbsAndLabels = [
    "/security",
    "/integrations/shopify",
    "/documentation/integrations/connecting-an-online-store",
  ];
  /** A prerendered page's words, as a reader of .com gets them before any choice of spelling. */
  const prerenderedText = async (page: Page, path: string) =>
    (await (await page.request.get(path)).text())
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");

  test(
    "a word that changes only as a noun keeps its spelling as a verb, and third-party labels are never respelled",
    { tag: "@com" },
    async ({ page }) => {
      // A pronoun before a noun-only pair's UK word ("we shop only a salted hash") is a verb respelled.
      const respelledVerb = new RegExp(`\\b(?:we|you|they)\\s+(?:${Object.values(nouns).join("|")})\\b`, "i");
      // A name as the word-by-word respelling would have it ("Connect shop"), when that differs.
      const respelledNames = names.map((name) => toUkWords(name)).filter((uk, i) => uk !== names[i]);
      let namesSeen = 0;
      for (const path of pagesWithVerbsAndLabels) {
        expect(
          manifest.some((m) => m.path === path),
          `${path} is a page`,
        ).toBe(true);
        const text = await prerenderedText(page, path);
        expect(text, path).not.toMatch(respelledVerb);
        for (const uk of respelledNames) expect(text, path).not.toContain(uk);
        namesSeen += names.filter((name) => text.includes(name)).length;
      }
      // Guards the checks above: these pages do show a listed label as written.
      expect(namesSeen).toBeGreaterThan(0);
    },
  );
});
