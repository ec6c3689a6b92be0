/**
 * Step 6: emit. Writes the compiled JSON all at once: into a temporary folder first, then swapped
 * into place with renames, so a failed or interrupted run never leaves a half-written .generated/.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CompileResult } from "./compile.ts";
import type { CompiledContent, MegaMenuData } from "./compiled.ts";
import { compactSpelling } from "../../app/lib/locale/spelling.ts";
import { iconSprite } from "./icon-sprite.ts";

export const GENERATED_DIR = ".generated";

/** The panel's tabs, explainer and categories, and the cards of the popular modules, in menu order. */
export function megaMenuData(content: CompiledContent): MegaMenuData {
  const { menu } = content.navigation.header.modules;
  const popular = menu.popular.map((slug) => content.modules.find((m) => m.slug === slug)!);
  return { menu, popular: popular.map(({ path, title, summary, icon }) => ({ path, title, summary, icon })) };
}

export function emitContent(result: CompileResult, outDir: string): void {
  const files: Record<string, unknown> = {
    "content.json": result.content,
    "manifest.json": result.manifest,
    "spelling.json": result.spelling,
    // The same map, compacted for the browser bundle (app/lib/locale/spelling-map.ts).
    "spelling-client.json": compactSpelling(result.spelling),
    // The Modules mega-menu's copy, bundled into its panel's on-demand chunk instead of every page's data.
    "mega-menu.json": megaMenuData(result.content),
    // Old path -> new path, small enough for the client's redirect route.
    "redirects.json": Object.fromEntries(result.manifest.redirects.map((r) => [r.from, r.to])),
  };
  const tmp = `${outDir}.tmp-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(tmp, name)), { recursive: true });
    writeFileSync(join(tmp, name), JSON.stringify(data));
  }
  writeFileSync(join(tmp, "icons.svg"), iconSprite());
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(tmp, outDir);
  rmSync(old, { recursive: true, force: true });
}
