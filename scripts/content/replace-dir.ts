/**
 * Swapping a finished folder into place (.generated/, build/). The new folder is complete before
 * anything moves; then the old one steps aside and the new one takes its name, two renames that
 * cannot fail halfway through a file. If a kill lands between them, `recoverDir` on the next run
 * puts the old folder back, so a reader never finds a half-written tree.
 */
import { existsSync, renameSync, rmSync } from "node:fs";

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

/** Undoes a swap that was cut off between its two renames. */
export function recoverDir(target: string): void {
  const previous = previousOf(target);
  if (!existsSync(target) && existsSync(previous)) renameSync(previous, target);
}
