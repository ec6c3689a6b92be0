import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT } from "#app/core/site/index.ts";
import { startHydrationAfterFirstPaint } from "#scripts/build/hydration-start.ts";

const CONTEXT = "window.__reactRouterContext = {};";
const CLOSE = "window.__reactRouterContext.streamController.close();";
const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="preload" href="/_root.uk.json" as="fetch" crossorigin=""/>' +
  '<link rel="preload" as="image" imageSrcSet="/hero-640.avif 640w" fetchPriority="high"/>' +
  '<script>document.documentElement.className="dark"</script>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
  '<body><img src="/hero.avif" fetchpriority="low"/>' +
  `<script>${CONTEXT}</script><script src="/assets/inline/a.js" type="module"></script>` +
  `<!--$--><script src="/assets/inline/b.js"></script><script>${CLOSE}</script><!--/$--></body></html>`;

const live = (html: string) => [...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map((m) => m[0]);

describe("the hydration held back until the first paint", () => {
  const out = startHydrationAfterFirstPaint(PAGE);

  it("leaves no module preload, data preload or hydration script the browser would fetch or run", () => {
    const tags = live(out);
    expect(tags.filter((t) => /rel="(modulepreload|preload" href="[^"]*\.json)/.test(t))).toEqual([]);
    const running = tags.filter(
      (t) => t.startsWith("<script") && !/type="(text\/plain|application\/ld\+json)"/.test(t),
    );
    // Only the head's own script and React Router's context run while the page is parsed.
    expect(running).toEqual(["<script>", "<script>"]);
    expect(out).toContain(`<script>${CONTEXT}</script>`);
  });

  it("keeps what each element was, with its attributes, in the same place, for the boot script", () => {
    expect(out).toContain(
      `<link ${AFTER_FIRST_PAINT}="modulepreload" fetchpriority="low" href="/assets/entry.js"/>`,
    );
    expect(out).toContain(
      `<link ${AFTER_FIRST_PAINT}="preload" href="/_root.uk.json" as="fetch" crossorigin/>`,
    );
    expect(out).toContain(
      `<script type="text/plain" ${AFTER_FIRST_PAINT}="module" fetchpriority="low" src="/assets/inline/a.js"></script>` +
        `<!--$--><script type="text/plain" ${AFTER_FIRST_PAINT}="" src="/assets/inline/b.js"></script>` +
        `<script type="text/plain" ${AFTER_FIRST_PAINT}="">${CLOSE}</script><!--/$-->`,
    );
  });

  it("leaves what the first paint needs alone: the picture's preload, the head's script, data", () => {
    expect(out).toContain(
      '<link rel="preload" as="image" imageSrcSet="/hero-640.avif 640w" fetchPriority="high"/>',
    );
    expect(out).toContain('<script>document.documentElement.className="dark"</script>');
    expect(out).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(out).toContain('<img src="/hero.avif" fetchpriority="low"/>');
  });

  it("changes nothing on a second pass, or on a page without React Router's scripts", () => {
    expect(startHydrationAfterFirstPaint(out)).toBe(out);
    const plain = "<html><head></head><body><script>1</script></body></html>";
    expect(startHydrationAfterFirstPaint(plain)).toBe(plain);
  });
});
