import { describe, expect, it } from "vitest";
import {
  formatHeaders,
  headersFor,
  parseHeaders,
  type HeaderRule,
} from "../../scripts/host-rules/headers-file.ts";
import { formatRedirects, matchRedirect, parseRedirects } from "../../scripts/host-rules/redirects-file.ts";

describe("_redirects", () => {
  const rules = [{ from: "/modules/logo-hub", to: "/modules/logos", status: 301 }];

  it("round-trips through its text form", () => {
    expect(formatRedirects(rules)).toBe("/modules/logo-hub /modules/logos 301\n");
    expect(parseRedirects(formatRedirects(rules))).toEqual(rules);
  });

  it("ignores comments and blank lines, and defaults to 301", () => {
    expect(parseRedirects("# old\n\n/a /b\n")).toEqual([{ from: "/a", to: "/b", status: 301 }]);
  });

  it("rejects a line it cannot read", () => {
    expect(() => parseRedirects("/a /b 200\n")).toThrow(/line 1/);
    expect(() => parseRedirects("a /b\n")).toThrow(/line 1/);
  });

  it("matches exact paths only", () => {
    expect(matchRedirect(rules, "/modules/logo-hub")?.to).toBe("/modules/logos");
    expect(matchRedirect(rules, "/modules/logo-hub-2")).toBeUndefined();
  });
});

describe("_headers", () => {
  const rules: HeaderRule[] = [
    { pattern: "/*", headers: { "X-Frame-Options": "DENY" } },
    { pattern: "/assets/*", headers: { "Cache-Control": "immutable" } },
  ];

  it("round-trips through its text form", () => {
    expect(parseHeaders(formatHeaders(rules))).toEqual(rules);
  });

  it("merges every matching rule", () => {
    expect(headersFor(rules, "/assets/app.js")).toEqual({
      "X-Frame-Options": "DENY",
      "Cache-Control": "immutable",
    });
    expect(headersFor(rules, "/about")).toEqual({ "X-Frame-Options": "DENY" });
  });
});
