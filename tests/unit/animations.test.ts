import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ANIMATIONS } from "#app/core/media/index.ts";
import { animationFiles, SCENES } from "#scripts/assets/animations/generate.ts";
import { toLottie } from "#scripts/assets/animations/lottie.ts";
import { valueAt } from "#scripts/assets/animations/scene.ts";

describe("the home page's animations", () => {
  it("are committed as the scenes now write them (run `npm run animations` after editing one)", () => {
    for (const { path, text } of animationFiles()) expect(readFileSync(path, "utf8"), path).toBe(text);
  });

  it("fill the box they are shown in, and their still is a frame of the animation", () => {
    for (const [name, scene] of Object.entries(SCENES)) {
      const file = ANIMATIONS[name as keyof typeof ANIMATIONS];
      const lottie = toLottie(scene) as { w: number; h: number; op: number; layers: unknown[] };
      expect([lottie.w, lottie.h]).toEqual([file.width, file.height]);
      expect(file.aspect).toBe(
        `aspect-[${file.width / gcd(file.width, file.height)}/${file.height / gcd(file.width, file.height)}]`,
      );
      expect(scene.stillFrame).toBeGreaterThanOrEqual(0);
      expect(scene.stillFrame).toBeLessThan(lottie.op);
      expect(lottie.layers).toHaveLength(scene.layers.length);
    }
  });

  it("ease between keyframes and hold before the first and after the last", () => {
    const track = [
      { t: 10, v: 0 },
      { t: 20, v: 100 },
    ];
    expect(valueAt(track, 0)).toBe(0);
    expect(valueAt(track, 15)).toBe(50);
    expect(valueAt(track, 30)).toBe(100);
  });
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
