import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT } from "#app/core/site/index.ts";
import { inlineCriticalStylesheets, inlineStylesheets } from "#scripts/build/inline-stylesheet.ts";

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

describe("inlineCriticalStylesheets", () => {
  const SITE_CSS = [
    "@font-face{font-family:Body;src:url(/body.woff2)}",
    "@font-face{font-family:Unused;src:url(/unused.woff2)}",
    ".a{font-family:Body}",
    ".a:hover{color:red}",
    ".dialog{position:fixed}",
    ".light .a{color:black}",
    "html.js .a{opacity:1}",
  ].join("");
  const readSite = (_root: string, href: string) => {
    if (href === "/assets/app.css") return SITE_CSS;
    throw new Error(`unexpected read of ${href}`);
  };
  const linked = page('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');

  it.each([
    ["a class of its own", linked.replace("<html>", '<html class="dark">')],
    ["no class", linked],
  ])(
    "writes the rules the page's first frame can use, in any theme, and the file to load after the paint (<html> with %s)",
    async (_, before) => {
      const sitePage = before.replace("<p>", '<p class="a">');
      const { html, hashes } = await inlineCriticalStylesheets(sitePage, "build", readSite);
      const css = html.match(
        /<style data-precedence="default" data-href="\/assets\/app.css">([^<]*)<\/style>/,
      )![1]!;
      // Kept: the page's element, its states, the other theme's and the scripted page's rules, and
      // the font the kept rules name. Left to the file: what no element of the page matches.
      for (const kept of [".a{font-family:Body}", ".a:hover", ".light .a", "html.js .a", "url(/body.woff2)"])
        expect(css).toContain(kept);
      for (const left of [".dialog", "Unused"]) expect(css).not.toContain(left);
      expect(html).toContain(
        `<link ${AFTER_FIRST_PAINT}="stylesheet" href="/assets/app.css" data-precedence="default"/>`,
      );
      expect(html).not.toContain('rel="stylesheet"');
      // The page is spliced, not rewritten: the same everywhere but the stylesheet.
      expect(html.replace(/<style[^]*<\/style><link[^>]*>/, "")).toBe(
        sitePage.replace(/<link rel="stylesheet"[^>]*>/, ""),
      );
      expect(hashes).toEqual([`'sha256-${createHash("sha256").update(css).digest("base64")}'`]);
    },
  );
});
