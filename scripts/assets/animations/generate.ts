/**
 * Writes the home page's animations to public/animations/: each scene as Lottie JSON for the
 * player and as an SVG still for reduced motion, for the moment before the player is ready, and
 * for when it fails. Run with `npm run animations` after changing a scene; the outputs are committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ANIMATIONS, type AnimationName } from "#app/core/media/index.ts";
import { toLottie } from "./lottie.ts";
import { orderScene } from "./order.ts";
import type { Scene } from "./scene.ts";
import { toSvg } from "./svg.ts";
import { workflowScene } from "./workflow.ts";

export const SCENES: Record<AnimationName, Scene> = { workflow: workflowScene, order: orderScene };

/** Each file under public/ and what it should hold. */
export function animationFiles(): { path: string; text: string }[] {
  return (Object.entries(SCENES) as [AnimationName, Scene][]).flatMap(([name, scene]) => [
    { path: join("public", ANIMATIONS[name].src), text: `${JSON.stringify(toLottie(scene))}\n` },
    { path: join("public", ANIMATIONS[name].still), text: toSvg(scene) },
  ]);
}

if (process.argv[1]?.endsWith("generate.ts")) {
  mkdirSync(join("public", "animations"), { recursive: true });
  for (const { path, text } of animationFiles()) {
    writeFileSync(path, text);
    console.log(`${path} written`);
  }
}
