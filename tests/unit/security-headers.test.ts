import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLAYER_CDN_WASM_URL, PLAYER_VERSION } from "#app/core/media/index.ts";
import { ANIMATED_PAGE_PATHS } from "#app/core/media/index.ts";
import { contentSecurityPolicy, headerRules, videoOrigins } from "#scripts/build/security-headers.ts";
import { hashSource } from "#scripts/build/page-scripts.ts";
import { formatHeaders } from "#scripts/build/host-rules/headers-file.ts";
import { API_HEADERS, SECURITY_HEADERS } from "#backend/http/index.ts";
import { observatoryGrade, parsePolicy } from "#tests/support/observatory.ts";

const pageFixture = {
  url: "https://www.example.com/",
  scripts: ["https://www.example.com/assets/entry.client.js", "/assets/inline/abc.js"],
};
const bootHash = hashSource("document.documentElement.dataset.theme='dark'");
const inputs = {
  analytics: false,
  videoUrls: ["/videos/testimonial.mp4", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  inlineScriptHashes: [bootHash],
  leadsEndpoint: "/api/leads/{form}" as string | null,
};
const pageHeaders = (rules = headerRules(inputs)) => rules.find((rule) => rule.pattern === "/*")!.headers;

describe("the emitted security headers, graded by the MDN HTTP Observatory's rules", () => {
  it("earn an A+ without analytics", () => {
    const result = observatoryGrade(pageHeaders(), pageFixture);
    expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
    expect(result.grade).toBe("A+");
    expect(result.score).toBeGreaterThanOrEqual(100);
  });

  it("earn an A+ with analytics, whose script comes from Google", () => {
    const headers = pageHeaders(headerRules({ ...inputs, analytics: true }));
    const withGoogle = {
      ...pageFixture,
      scripts: [...pageFixture.scripts, "https://www.googletagmanager.com/gtag/js?id=G-X"],
    };
    expect(observatoryGrade(headers, withGoogle).grade).toBe("A+");
  });

  it("earn an A+ on every answer of the forms' receivers, which _headers does not reach", () => {
    const result = observatoryGrade(API_HEADERS, {
      url: "https://www.example.com/api/leads/contact",
      scripts: [],
    });
    expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
    expect(result.grade).toBe("A+");
    expect(API_HEADERS["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(API_HEADERS["Cache-Control"]).toBe("no-store");
  });

  it("are the same list for pages and for the receivers, so the two cannot drift", () => {
    const page = pageHeaders();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(page[name], name).toBe(value);
      expect(API_HEADERS[name], name).toBe(value);
    }
  });

  it("would fall to a B+ with 'unsafe-inline' scripts, as the old policy did", () => {
    const headers = {
      ...pageHeaders(),
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
    };
    expect(observatoryGrade(headers, pageFixture)).toMatchObject({ grade: "B+", score: 80 });
  });
});

describe("the Content-Security-Policy", () => {
  it("allows only this site's scripts and the inline scripts whose hashes the build listed", () => {
    const csp = parsePolicy(contentSecurityPolicy(inputs));
    expect([...csp.get("script-src")!]).toEqual(["'self'", bootHash.toLowerCase()]);
    expect([...csp.get("style-src")!]).toEqual(["'self'"]);
    expect([...csp.get("default-src")!]).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(new Set(["'none'"]));
  });

  it("allows the stylesheet written into the pages by its hash, and still earns an A+", () => {
    const styleHash = hashSource(".a{color:red}");
    const withStyle = { ...inputs, inlineStyleHashes: [styleHash] };
    const csp = parsePolicy(contentSecurityPolicy(withStyle));
    expect([...csp.get("style-src")!]).toEqual(["'self'", styleHash.toLowerCase()]);
    expect(observatoryGrade(pageHeaders(headerRules(withStyle)), pageFixture).grade).toBe("A+");
  });

  it("names no other site without an analytics id, and only Google's analytics hosts with one", () => {
    const hosts = (policy: string) =>
      [...parsePolicy(policy)]
        .filter(([name]) => name !== "frame-src" && name !== "media-src")
        .flatMap(([, sources]) => [...sources].filter((s) => s.startsWith("https://")));
    expect(hosts(contentSecurityPolicy(inputs))).toEqual([]);
    const withAnalytics = hosts(contentSecurityPolicy({ ...inputs, analytics: true }));
    expect(withAnalytics.length).toBeGreaterThan(0);
    for (const host of withAnalytics)
      expect(host).toMatch(
        /^https:\/\/([\w*-]+\.)*(google-analytics|analytics\.google|googletagmanager)\.com$/,
      );
  });

  it("lets media come from where the site's videos are, and frames only from the players it embeds", () => {
    expect(videoOrigins(inputs.videoUrls)).toEqual({
      media: [],
      frame: ["https://www.youtube-nocookie.com"],
    });
    const csp = parsePolicy(contentSecurityPolicy({ ...inputs, videoUrls: ["/videos/a.mp4"] }));
    expect(csp.get("media-src")).toEqual(new Set(["'self'"]));
    expect(csp.get("frame-src")).toEqual(new Set(["'none'"]));
  });

  it("sends HSTS ready for the browsers' preload list", () => {
    const hsts = pageHeaders()["Strict-Transport-Security"]!;
    expect(Number(hsts.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/);
    expect(hsts).toMatch(/preload/);
  });
});

describe("the policy and the forms' receiver", () => {
  it("lets the forms reach a receiver on another site, or write an email when there is none", () => {
    expect(parsePolicy(contentSecurityPolicy(inputs)).get("form-action")).toEqual(new Set(["'self'"]));
    const crm = parsePolicy(
      contentSecurityPolicy({ ...inputs, leadsEndpoint: "https://forms.crm.example/f/123" }),
    );
    expect(crm.get("connect-src")).toEqual(new Set(["'self'", "https://forms.crm.example"]));
    expect(crm.get("form-action")).toEqual(new Set(["'self'", "https://forms.crm.example"]));
    const none = parsePolicy(contentSecurityPolicy({ ...inputs, leadsEndpoint: null }));
    expect(none.get("form-action")).toEqual(new Set(["'self'", "mailto:"]));
    expect(none.get("connect-src")).toEqual(new Set(["'self'"]));
  });
});

describe("the policy and the site search", () => {
  const withSearch = headerRules({ ...inputs, search: true });
  const rule = (pattern: string) => withSearch.find((r) => r.pattern === pattern);
  const policyOf = (pattern: string) => parsePolicy(rule(pattern)!.headers["Content-Security-Policy"]!);

  it("lets pages compile Pagefind's WebAssembly, and nothing else that 'unsafe-eval' would allow", () => {
    const page = policyOf("/*");
    expect(page.get("script-src")).toContain("'wasm-unsafe-eval'");
    expect(page.get("script-src")).not.toContain("'unsafe-eval'");
    expect(page.get("connect-src")).toEqual(new Set(["'self'"]));
    expect(observatoryGrade(pageHeaders(withSearch), pageFixture).grade).toBe("A+");
  });

  it("gives the search index, assets, feeds and text files a policy of their own, replacing the pages'", () => {
    for (const pattern of [
      "/pagefind/*",
      "/assets/*",
      "/blog/feed.xml",
      "/sitemap.xml",
      "/llms.txt",
      "/robots.txt",
    ]) {
      expect(rule(pattern)?.detach, pattern).toEqual(["Content-Security-Policy"]);
      const policy = policyOf(pattern);
      // Opened on its own, a file runs nothing, fetches nothing and cannot be framed.
      expect(policy.get("default-src"), pattern).toEqual(new Set(["'none'"]));
      for (const directive of ["script-src", "connect-src", "style-src", "img-src"])
        expect(policy.has(directive), `${pattern} ${directive}`).toBe(false);
      expect(policy.get("frame-ancestors"), pattern).toEqual(new Set(["'none'"]));
    }
    // Much shorter than the pages' policy, which would otherwise travel with every file.
    expect(rule("/pagefind/*")!.headers["Content-Security-Policy"]!.length).toBeLessThan(
      pageHeaders(withSearch)["Content-Security-Policy"]!.length / 4,
    );
    // The caching of assets stays with them.
    expect(rule("/assets/*")!.headers["Cache-Control"]).toMatch(/immutable/);
    expect(new Set(withSearch.map((r) => r.pattern)).size).toBe(withSearch.length);
  });

  it("writes the detach before the new value, and keeps WebAssembly off pages when there is no search", () => {
    expect(formatHeaders([rule("/pagefind/*")!])).toMatch(
      /^\/pagefind\/\*\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: default-src 'none';/,
    );
    const without = headerRules(inputs);
    expect(parsePolicy(pageHeaders(without)["Content-Security-Policy"]!).get("script-src")).not.toContain(
      "'wasm-unsafe-eval'",
    );
  });
});

describe("the animation player's allowances", () => {
  const cdn = new URL(PLAYER_CDN_WASM_URL).origin;
  const policyOf = (pattern: string) =>
    parsePolicy(
      headerRules(inputs).find((rule) => rule.pattern === pattern)!.headers["Content-Security-Policy"]!,
    );

  it("let the pages with an animation compile WebAssembly and reach the CDN, and no other page", () => {
    for (const path of ANIMATED_PAGE_PATHS) {
      const csp = policyOf(path);
      expect(csp.get("script-src")).toContain("'wasm-unsafe-eval'");
      expect(csp.get("connect-src")).toEqual(new Set(["'self'", cdn]));
      expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
      expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    }
    const everywhere = policyOf("/*");
    expect(everywhere.get("script-src")).not.toContain("'wasm-unsafe-eval'");
    expect(everywhere.get("connect-src")).not.toContain(cdn);
  });

  it("replace the site-wide policy on those pages instead of adding a second, stricter one", () => {
    const rules = headerRules(inputs);
    for (const path of ANIMATED_PAGE_PATHS) {
      const rule = rules.find((r) => r.pattern === path)!;
      expect(rule.detach).toEqual(["Content-Security-Policy"]);
      expect(formatHeaders([rule])).toMatch(
        /^\/.*\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: /,
      );
    }
  });

  it("keep the home page's grade", () => {
    const headers = {
      ...pageHeaders(),
      "Content-Security-Policy": headerRules(inputs).find((r) => r.pattern === "/")!.headers[
        "Content-Security-Policy"
      ]!,
    };
    expect(observatoryGrade(headers, pageFixture).grade).toBe("A+");
  });

  it("name the CDN copy of the very version the site installs", () => {
    const installed = JSON.parse(
      readFileSync("node_modules/@lottiefiles/dotlottie-web/package.json", "utf8"),
    ) as { version: string };
    expect(PLAYER_VERSION).toBe(installed.version);
    expect(PLAYER_CDN_WASM_URL).toContain(`@${installed.version}/dist/dotlottie-player.wasm`);
  });
});
