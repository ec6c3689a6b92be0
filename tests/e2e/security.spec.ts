import { expect, test, withoutMotion } from "./fixtures.ts";
import { observatoryGrade } from "#tests/support/observatory.ts";
import { gotoHydrated, watchCspViolations } from "./helpers.ts";

withoutMotion();

/** What the host sends: the headers of _headers, as Cloudflare's runtime serves them. */
test(
  "the served home page's headers earn an A+ by the MDN HTTP Observatory's rules",
  { tag: "@each-domain" },
  async ({ page }) => {
    const response = await page.goto("/");
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((elements) => elements.map((e) => (e as HTMLScriptElement).src));
    // Graded as the deployed site, on HTTPS: this server's own scripts are the site's own there.
    const here = new URL(page.url()).origin;
    const deployed = scripts.map((src) => (src.startsWith(here) ? src.slice(here.length) : src));
    const result = observatoryGrade(response!.headers(), {
      url: "https://tracker.example/",
      scripts: deployed,
    });
    expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
    expect(result.grade).toBe("A+");
  },
);

test("a script injected inline into a served page is blocked, and the page still works", async ({ page }) => {
  // What an injection would add: an inline script the build did not write, so its hash is not allowed.
  await page.route("**/pricing", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</head>",
      "<script>window.__injectedRan = true</script></head>",
    );
    await route.fulfill({ response, body: html });
  });
  const violations = await watchCspViolations(page);
  await gotoHydrated(page, "/pricing");
  expect(
    await page.evaluate(() => (window as unknown as { __injectedRan?: boolean }).__injectedRan),
  ).toBeUndefined();
  expect(await violations()).toEqual(["script-src-elem: inline"]);
  await expect(page.locator("h1")).toBeVisible();
});

test("host configuration is never served as a public file", async ({ request }) => {
  for (const path of [
    "/_headers",
    "/_redirects",
    "/vercel.json",
    "/wrangler.toml",
    "/assets/..%2f_headers",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).not.toBe(200);
    expect(await response.text(), path).not.toContain("Content-Security-Policy");
  }
});

// The paths that broke the old hand-written server. Written after the origin, so they reach the
// server as paths and not as other hosts. (Cloudflare's local runtime logs an error for the NUL one.)
test("hostile URLs neither redirect off the site nor take the server down", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const path of ["/about%00.html", "/%2Fevil.com/", "/%5Cevil.com/", "//evil.com/", "/%2F%2Fevil.com"]) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    const location = response.headers().location;
    if (location) expect(new URL(location, origin).origin, path).toBe(origin);
  }
  expect((await request.get("/")).status()).toBe(200);
});
