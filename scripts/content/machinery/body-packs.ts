/**
 * Rendered bodies, kept in 256 pack files by the first two hex digits of their id instead of one
 * file each: creating ten thousand small files costs this machine seconds, writing 256 costs
 * little, and an edit rewrites only its own pack. The same files serve as the cache
 * (node_modules/.cache) and as .generated/bodies/, which links to them; the app reads a body
 * through its pack (app/core/content/body-packs).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packFileOf, packOf } from "#app/core/content/index.ts";
import type { PageBody } from "#app/core/content/index.ts";

type Pack = Record<string, PageBody>;

/** Packs in `dir` (read when first needed), or only in memory when `dir` is null. */
export function createBodyPacks(dir: string | null) {
  const packs = new Map<string, Pack>();
  const dirty = new Set<string>();
  if (dir) mkdirSync(dir, { recursive: true });

  const load = (pack: string): Pack => {
    let loaded = packs.get(pack);
    if (!loaded) {
      const file = dir && join(dir, packFileOf(pack));
      loaded = file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Pack) : {};
      packs.set(pack, loaded);
    }
    return loaded;
  };

  return {
    get(id: string): PageBody | undefined {
      return load(packOf(id))[id];
    },
    set(id: string, body: PageBody): void {
      load(packOf(id))[id] = body;
      dirty.add(packOf(id));
    },
    /**
     * Writes every pack that changed, keeping only the bodies in `keep`, and returns each pack as
     * a file to link (or, in memory, as its text).
     */
    flush(keep: ReadonlySet<string>): Map<string, { file: string } | { text: string }> {
      const byPack = new Map<string, Pack>();
      for (const id of keep) {
        const pack = packOf(id);
        if (!byPack.has(pack)) byPack.set(pack, {});
        byPack.get(pack)![id] = this.get(id)!;
      }
      const out = new Map<string, { file: string } | { text: string }>();
      for (const [pack, bodies] of byPack) {
        const name = packFileOf(pack);
        const stale = Object.keys(load(pack)).length !== Object.keys(bodies).length;
        if (!dir) {
          out.set(name, { text: JSON.stringify(bodies) });
          continue;
        }
        const file = join(dir, name);
        if (dirty.has(pack) || stale || !existsSync(file)) {
          // A new file, never the old one rewritten: .generated/ may still link the old one.
          const tmp = `${file}.${process.pid}`;
          writeFileSync(tmp, JSON.stringify(bodies));
          renameSync(tmp, file);
          packs.set(pack, bodies);
          dirty.delete(pack);
        }
        out.set(name, { file });
      }
      return out;
    },
  };
}
