/**
 * The end of the production belt: a box rides in, the decorated garment drops into it, the lid
 * closes, a label and a green tick go on, and the finished order rides off. The still picture is
 * the packed, ticked box.
 */
import { ANIMATIONS } from "#app/core/media/index.ts";
import { PALETTE as C } from "./palette.ts";
import type { Scene } from "./scene.ts";

const { width, height } = ANIMATIONS.order;
const BOX_Y = 64;

export const orderScene: Scene = {
  name: "order",
  width,
  height,
  fps: 30,
  frames: 120,
  stillFrame: 70,
  layers: [
    {
      name: "belt",
      shapes: [{ kind: "rect", center: [width / 2, 88], size: [width, 4], radius: 2 }],
      fill: C.slate600,
    },
    {
      // Behind the box, so it disappears into it.
      name: "garment",
      parent: "box",
      shapes: [
        {
          kind: "path",
          closed: true,
          points: [
            [-7, -14],
            [-18, -8],
            [-14, 0],
            [-10, -2],
            [-10, 14],
            [10, 14],
            [10, -2],
            [14, 0],
            [18, -8],
            [7, -14],
            [0, -9],
          ],
        },
      ],
      fill: C.accent400,
      position: [
        { t: 0, v: [0, -90] },
        { t: 24, v: [0, -90] },
        { t: 38, v: [0, 4] },
      ],
    },
    {
      name: "box",
      shapes: [{ kind: "rect", center: [0, 0], size: [64, 40], radius: 4 }],
      fill: C.brand600,
      position: [
        { t: 0, v: [-40, BOX_Y] },
        { t: 24, v: [width / 2, BOX_Y] },
        { t: 86, v: [width / 2, BOX_Y] },
        { t: 112, v: [width + 48, BOX_Y] },
      ],
    },
    {
      name: "lid",
      parent: "box",
      shapes: [{ kind: "rect", center: [0, 0], size: [68, 8], radius: 2 }],
      fill: C.brand400,
      position: [0, -22],
      scale: [
        { t: 0, v: [0, 100] },
        { t: 40, v: [0, 100] },
        { t: 48, v: [100, 100] },
      ],
    },
    {
      name: "label",
      parent: "box",
      shapes: [{ kind: "rect", center: [0, 0], size: [22, 12], radius: 2 }],
      fill: C.slate200,
      position: [-14, 4],
      scale: [
        { t: 0, v: [0, 0] },
        { t: 50, v: [0, 0] },
        { t: 56, v: [100, 100] },
      ],
    },
    {
      name: "tick badge",
      parent: "box",
      shapes: [{ kind: "ellipse", center: [0, 0], size: [26, 26] }],
      fill: C.emerald500,
      position: [28, -24],
      scale: [
        { t: 0, v: [0, 0] },
        { t: 54, v: [0, 0] },
        { t: 60, v: [115, 115] },
        { t: 64, v: [100, 100] },
      ],
    },
    {
      name: "tick",
      parent: "box",
      shapes: [
        {
          kind: "path",
          points: [
            [-6, 0],
            [-2, 5],
            [6, -5],
          ],
        },
      ],
      stroke: { color: C.white, width: 3 },
      position: [28, -24],
      trimEnd: [
        { t: 58, v: 0 },
        { t: 66, v: 100 },
      ],
    },
  ],
};
