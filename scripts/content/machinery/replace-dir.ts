/**
 * Swapping a finished folder into place (.generated/, build/). The new folder is complete before
 * anything moves; then the old one steps aside and the new one takes its name, two renames that
 * cannot fail halfway through a file. If a kill lands between them, `recoverDir` on the next run
 * puts the old folder back, so a reader never finds a half-written tree.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

const previousOf = (target: string) => `${target}.previous`;

/** Puts `staging` in place of `target` and deletes the old `target`. */
export function replaceDir(staging: string, target: string): void {
  recoverDir(target);
  const previous = previousOf(target);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
}

/**
 * Like `replaceDir`, but leaves `target` untouched (and deletes `staging`) when both hold the same
 * files with the same bytes: a build whose content did not change must not touch the files that
 * running servers watch, or their workers restart mid-request. True when it swapped.
 */
export function replaceDirIfChanged(staging: string, target: string): boolean {
  recoverDir(target);
  if (existsSync(target) && sameTree(staging, target)) {
    rmSync(staging, { recursive: true, force: true });
    return false;
  }
  replaceDir(staging, target);
  return true;
}

function sameTree(a: string, b: string): boolean {
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const paths = (dir: string) =>
    files(dir)
      .map((e) => join(e.parentPath, e.name).slice(dir.length))
      .sort();
  const inA = paths(a);
  const inB = paths(b);
  // Names and sizes first, which settles most changed trees without reading a byte.
  return (
    inA.length === inB.length &&
    inA.every((path, i) => path === inB[i] && statSync(a + path).size === statSync(b + path).size) &&
    inA.every((path) => readFileSync(a + path).equals(readFileSync(b + path)))
  );
}

/** Undoes a swap that was cut off between its two renames. */
export function recoverDir(target: string): void {
  const previous = previousOf(target);
  if (!existsSync(target) && existsSync(previous)) renameSync(previous, target);
}
