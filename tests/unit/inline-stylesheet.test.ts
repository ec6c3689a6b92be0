import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "../../scripts/build/inline-stylesheet.ts";

const CSS = ".a{color:red}\n";
const read = (_root: string, href: string) => {
  if (href === "/assets/app.css") return CSS;
  if (href === "/assets/bad.css") return "a::after{content:'</style>'}";
  if (href === '/assets/a&"b.css') return CSS;
  throw new Error(`unexpected read of ${href}`);
};
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<link rel="icon" href="/favicon.svg"/></head><body><p>Hi</p></body></html>`;

describe("inlineStylesheets", () => {
  it("writes the linked file into the page as the element React writes for a style resource", () => {
    const { html, hashes } = inlineStylesheets(
      page('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>'),
      "build",
      read,
    );
    expect(html).toBe(page(`<style data-precedence="default" data-href="/assets/app.css">${CSS}</style>`));
    expect(html).not.toContain('rel="stylesheet"');
    // The CSP source the browser checks the element's text against.
    expect(hashes).toEqual([`'sha256-${createHash("sha256").update(CSS).digest("base64")}'`]);
  });

  it("leaves a page without a stylesheet, and another site's stylesheet, as they were", () => {
    const other = page('<link rel="stylesheet" href="https://fonts.example.com/a.css"/>');
    expect(inlineStylesheets(page(""), "build", read)).toEqual({ html: page(""), hashes: [] });
    expect(inlineStylesheets(other, "build", read)).toEqual({ html: other, hashes: [] });
  });

  it("keeps the file's name intact in the element's attribute, whatever it holds", () => {
    const { html } = inlineStylesheets(
      page('<link rel="stylesheet" href="/assets/a&amp;&quot;b.css"/>'),
      "build",
      read,
    );
    expect(html).toContain('<style data-href="/assets/a&amp;&quot;b.css">');
  });

  it("refuses a stylesheet whose text would end the element early", () => {
    expect(() =>
      inlineStylesheets(page('<link rel="stylesheet" href="/assets/bad.css"/>'), "build", read),
    ).toThrow(/bad\.css.*<\/style/);
  });
});
