import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_SCRIPT_DIR, placePageScripts } from "#scripts/build/page-scripts.ts";

const BOOT = "document.documentElement.className='dark'";
const JSON_LD = '<script type="application/ld+json">{"@type":"Organization"}</script>';
const page = (data: string) =>
  `<html><head><script>${BOOT}</script>${JSON_LD}</head><body><main>x</main>` +
  `<script type="module" async="">import "/assets/${data}.js"</script>` +
  `<script>window.__data = ${JSON.stringify(data)}</script></body></html>`;

function site(pages: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "page-scripts-"));
  const files = Object.entries(pages).map(([name, html]) => {
    writeFileSync(join(root, name), html);
    return join(root, name);
  });
  return { root, files };
}

describe("placing the prerendered pages' inline scripts for the CSP", () => {
  it("keeps a script every page has inline and returns its hash, as the browser computes it", async () => {
    const { root, files } = site({ "a.html": page("a"), "b.html": page("b") });
    const hashes = await placePageScripts(files, root);
    expect(hashes).toEqual([`'sha256-${createHash("sha256").update(BOOT).digest("base64")}'`]);
    for (const file of files) expect(readFileSync(file, "utf8")).toContain(`<script>${BOOT}</script>`);
  });

  it("moves a page's own scripts into files, in place, and leaves JSON-LD alone", async () => {
    const { root, files } = site({ "a.html": page("a"), "b.html": page("b") });
    await placePageScripts(files, root);
    const html = readFileSync(files[0]!, "utf8");
    expect(html).toContain(JSON_LD);
    expect(html).not.toContain("window.__data");
    const sources = [...html.matchAll(/<script src="([^"]+)"([^>]*)><\/script>/g)];
    expect(sources.map((m) => m[2])).toEqual([' type="module"', ""]);
    expect(sources.every((m) => m[1]!.startsWith(`/${INLINE_SCRIPT_DIR}/`))).toBe(true);
    expect(readFileSync(join(root, sources[1]![1]!), "utf8")).toBe('window.__data = "a"');
    // In the same place: still after the content it follows.
    expect(html.indexOf("<main>")).toBeLessThan(html.indexOf(sources[0]![1]!));
  });

  it("drops async from a moved module script, which React would otherwise skip while hydrating", async () => {
    const { root, files } = site({ "a.html": page("a"), "b.html": page("b") });
    await placePageScripts(files, root);
    expect(readFileSync(files[1]!, "utf8")).not.toMatch(/<script src="[^"]+"[^>]*async/);
  });

  it("names files by content, so a script two pages share is written once", async () => {
    const shared = page("same");
    const { root, files } = site({
      "a.html": shared.replace("x", "1"),
      "b.html": shared.replace("x", "2"),
      "c.html": page("c"),
    });
    await placePageScripts(files, root);
    const srcOf = (file: string) =>
      readFileSync(file, "utf8").match(/<script src="([^"]+)" type="module">/)![1];
    expect(srcOf(files[0]!)).toBe(srcOf(files[1]!));
    expect(srcOf(files[0]!)).not.toBe(srcOf(files[2]!));
  });
});
