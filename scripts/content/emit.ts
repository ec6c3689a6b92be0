/**
 * Step 6: emit. Writes the compiled output into a staging folder, then swaps it in whole
 * (replace-dir.ts), so a failed or interrupted run never leaves a half-written .generated/.
 */
import { copyFileSync, linkSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_FILES } from "../../app/core/generated-files.ts";
import type { CompiledContent, MegaMenuData } from "../../app/core/content/types.ts";
import { compactSpelling } from "../../app/core/spelling.ts";
import type { CompileResult } from "./compile.ts";
import { iconSprite } from "./icon-sprite.ts";
import { replaceDir } from "./replace-dir.ts";

/** The panel's tabs, explainer and categories, and the cards of the popular modules, in menu order. */
export function megaMenuData(content: CompiledContent): MegaMenuData {
  const { menu } = content.data.navigation.header.modules;
  const modules = content.collections.modules;
  return { menu, popular: menu.popular.map((slug) => modules.find((m) => m.slug === slug)!.card) };
}

/** Writes every output file into `dir` (which must not exist yet). */
export function writeGenerated(result: CompileResult, dir: string): void {
  const json: Record<string, unknown> = {
    [GENERATED_FILES.content]: result.content,
    [GENERATED_FILES.manifest]: result.manifest,
    [GENERATED_FILES.spelling]: result.spelling,
    [GENERATED_FILES.spellingClient]: compactSpelling(result.spelling),
    [GENERATED_FILES.megaMenu]: megaMenuData(result.content),
    [GENERATED_FILES.redirects]: Object.fromEntries(result.manifest.redirects.map((r) => [r.from, r.to])),
  };
  mkdirSync(join(dir, GENERATED_FILES.bodies), { recursive: true });
  for (const [name, data] of Object.entries(json)) writeFileSync(join(dir, name), JSON.stringify(data));
  writeFileSync(join(dir, GENERATED_FILES.icons), iconSprite());
  for (const [id, html] of result.bodies) {
    const target = join(dir, GENERATED_FILES.bodies, `${id}.html`);
    if ("html" in html) writeFileSync(target, html.html);
    else linkOrCopy(html.file, target);
  }
}

/** Writes the output beside `outDir` and swaps it in. */
export function emitContent(result: CompileResult, outDir: string): void {
  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    writeGenerated(result, staging);
    replaceDir(staging, outDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** A hard link shares the cached file's bytes (free for 10,000 bodies); a copy where links fail. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
