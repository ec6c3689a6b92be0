/**
 * Emit, after a run with no error. Writes the compiled output into a staging folder,
 * then swaps it in whole (machinery/replace-dir.ts), so a failed or interrupted run never leaves a
 * half-written .generated/.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { contentFileOf, GENERATED_FILES, marketFileOf } from "#app/core/content/index.ts";
import { DOMAINS } from "#app/core/locale/index.ts";
import type { CompiledContent, MegaMenuData, SearchDialogUi } from "#app/core/content/index.ts";
import type { CompileResult } from "#scripts/content/compile.ts";
import { iconSprite } from "./icon-sprite.ts";
import { receiverData } from "#backend/leads/index.ts";
import { highlightCss } from "#scripts/content/markdown/code-highlight.ts";
import { replaceDirIfChanged } from "#scripts/content/machinery/replace-dir.ts";

/** The panel's tabs, explainer and categories, and the cards of the popular modules, in menu order. */
function megaMenuData(content: CompiledContent): MegaMenuData {
  const { menu } = content.data.navigation.header.modules;
  const modules = content.collections.modules;
  return { menu, popular: menu.popular.map((slug) => modules.find((m) => m.slug === slug)!.card) };
}

/** The search dialog's copy: everything but the opener's label, which the shell's header shows. */
function searchDialogUi(content: CompiledContent): SearchDialogUi {
  const { open: _open, ...dialog } = content.data.ui.search;
  return dialog;
}

/** Every output file but the bodies, as name -> text: each market's content and on-demand copy. */
function outputFiles(result: CompileResult): Map<string, string> {
  const json: Record<string, unknown> = {
    [GENERATED_FILES.manifest]: result.manifest,
    [GENERATED_FILES.spelling]: result.spelling,
    // The Functions serve both domains from one bundle: their few strings are market-neutral.
    [GENERATED_FILES.receiver]: receiverData(result.content.us),
  };
  for (const market of DOMAINS) {
    const content = result.content[market];
    json[contentFileOf(market)] = content;
    json[marketFileOf(GENERATED_FILES.megaMenu, market)] = megaMenuData(content);
    json[marketFileOf(GENERATED_FILES.searchDialog, market)] = searchDialogUi(content);
  }
  const files = new Map(Object.entries(json).map(([name, data]) => [name, JSON.stringify(data)]));
  files.set(GENERATED_FILES.icons, iconSprite());
  files.set(GENERATED_FILES.codeColours, highlightCss());
  return files;
}

function writePack(dir: string, name: string, pack: { file: string } | { text: string }): void {
  const target = join(dir, GENERATED_FILES.bodies, name);
  if ("text" in pack) writeFileSync(target, pack.text);
  else linkOrCopy(pack.file, target);
}

/** Writes every output file into `dir` (which must not exist yet). */
export function writeGenerated(result: CompileResult, dir: string): void {
  mkdirSync(join(dir, GENERATED_FILES.bodies), { recursive: true });
  for (const [name, text] of outputFiles(result)) writeFileSync(join(dir, name), text);
  for (const [name, pack] of result.bodyPacks) writePack(dir, name, pack);
}

/**
 * The watcher's emit, after a full one: each file that changed is replaced by a rename (readers
 * see the old or the new file, never half of one), body packs before the JSON that refers to
 * them. `written` remembers what is on disk, so unchanged files are not rewritten.
 */
export function updateGenerated(result: CompileResult, dir: string, written: Map<string, string>): void {
  for (const [name, pack] of result.bodyPacks) {
    const target = join(dir, GENERATED_FILES.bodies, name);
    // A changed pack is a new file in the cache; the one linked here is the old one until replaced.
    if ("file" in pack && existsSync(target) && statSync(target).ino === statSync(pack.file).ino) continue;
    if ("text" in pack && written.get(`bodies/${name}`) === pack.text) continue;
    const tmp = join(dir, GENERATED_FILES.bodies, `.${name}.${process.pid}`);
    rmSync(tmp, { force: true });
    writePack(dir, `.${name}.${process.pid}`, pack);
    renameSync(tmp, target);
    if ("text" in pack) written.set(`bodies/${name}`, pack.text);
  }
  // The content files last: the files they rely on are in place by then.
  const isContent = (name: string) => DOMAINS.some((market) => name === contentFileOf(market));
  const files = [...outputFiles(result)].sort(([a], [b]) => Number(isContent(a)) - Number(isContent(b)));
  for (const [name, text] of files) {
    if (written.get(name) === text) continue;
    const tmp = join(dir, `.${name}.${process.pid}`);
    writeFileSync(tmp, text);
    renameSync(tmp, join(dir, name));
    written.set(name, text);
  }
}

/** Writes the output beside `outDir` and swaps it in, unless it is what `outDir` already holds. */
export function emitContent(result: CompileResult, outDir: string): void {
  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    writeGenerated(result, staging);
    replaceDirIfChanged(staging, outDir);
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
