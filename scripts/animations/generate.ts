/**
 * Writes the home page's animations to public/animations/: each scene as Lottie JSON for the
 * player and as an SVG still for reduced motion, for the moment before the player is ready, and
 * for when it fails. Run with `npm run animations` after changing a scene; the outputs are committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ANIMATIONS, type AnimationName } from "../../app/core/animations.ts";
import { toLottie } from "./lottie.ts";
import { orderScene } from "./order.ts";
import type { Scene } from "./scene.ts";
import { toSvg } from "./svg.ts";
import { workflowScene } from "./workflow.ts";

const SCENES: Record<AnimationName, Scene> = { workflow: workflowScene, order: orderScene };

for (const [name, scene] of Object.entries(SCENES) as [AnimationName, Scene][]) {
  const file = ANIMATIONS[name];
  const out = (path: string) => join("public", path);
  mkdirSync(out("animations"), { recursive: true });
  writeFileSync(out(file.src), `${JSON.stringify(toLottie(scene))}\n`);
  writeFileSync(out(file.still), toSvg(scene));
  console.log(`${file.src} and ${file.still} written`);
}
