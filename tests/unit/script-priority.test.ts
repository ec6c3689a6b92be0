import { describe, expect, it } from "vitest";
import { lowerHydrationScriptPriority } from "../../scripts/build/script-priority.ts";

const PAGE =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/route.js"/><script>document.documentElement.className="dark"</script>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
  '<body><img src="/hero.avif" fetchpriority="high"/><script src="/assets/inline/a.js" type="module"></script>' +
  '<script src="/assets/inline/b.js"></script></body></html>';

describe("the hydration scripts' fetch priority", () => {
  const out = lowerHydrationScriptPriority(PAGE);

  it("asks for every module preload and module script at low priority", () => {
    expect(out).toContain('<link fetchpriority="low" rel="modulepreload" href="/assets/entry.js"/>');
    expect(out).toContain('<link fetchpriority="low" rel="modulepreload" href="/assets/route.js"/>');
    expect(out).toContain('<script fetchpriority="low" src="/assets/inline/a.js" type="module"></script>');
  });

  it("leaves what the first paint needs, classic scripts and data alone", () => {
    expect(out.replace(/ fetchpriority="low"/g, "")).toBe(PAGE);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(3);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain('<img src="/hero.avif" fetchpriority="high"/>');
    expect(out).toContain('<script src="/assets/inline/b.js"></script>');
  });

  it("keeps a priority the page already chose, so a second pass changes nothing", () => {
    expect(lowerHydrationScriptPriority(out)).toBe(out);
    const chosen = '<link rel="modulepreload" fetchpriority="high" href="/assets/x.js"/>';
    expect(lowerHydrationScriptPriority(chosen)).toBe(chosen);
  });
});
