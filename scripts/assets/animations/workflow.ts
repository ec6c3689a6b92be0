/**
 * The four-step workflow as one motion: upload, proof, approval and production light up in turn
 * as the line between them fills, then all four turn green together (the job is done), fade, and
 * the cycle begins again. The still picture is the finished state.
 */
import { ANIMATIONS } from "#app/core/media/index.ts";
import { PALETTE as C } from "./palette.ts";
import type { Layer, Scene, Shape, Vec } from "./scene.ts";

const { width, height } = ANIMATIONS.workflow;
const FRAMES = 180;
const Y = height / 2;
/** At the centres of four equal columns: over the centres of the step cards below the picture. */
const STATION_X = [1, 3, 5, 7].map((eighth) => (eighth * width) / 8);
const RADIUS = 30;
/** The frame each station lights up. */
const REACHED = [12, 52, 92, 132];
const DONE = 142;
const FADE = 166;

const path = (points: Vec[], closed = false): Shape => ({ kind: "path", points, closed });

/** The glyphs of content/home.yaml's step icons: upload, a garment proof, a tick, a production chart. */
const GLYPHS: Shape[][] = [
  [
    path([
      [0, 8],
      [0, -11],
    ]),
    path([
      [-8, -4],
      [0, -12],
      [8, -4],
    ]),
    path([
      [-12, 5],
      [-12, 12],
      [12, 12],
      [12, 5],
    ]),
  ],
  [
    path(
      [
        [-6, -12],
        [-15, -7],
        [-12, 0],
        [-8, -2],
        [-8, 12],
        [8, 12],
        [8, -2],
        [12, 0],
        [15, -7],
        [6, -12],
        [0, -8],
      ],
      true,
    ),
  ],
  [
    path([
      [-10, 0],
      [-3, 8],
      [11, -8],
    ]),
  ],
  [
    path([
      [-9, 11],
      [-9, 3],
    ]),
    path([
      [0, 11],
      [0, -4],
    ]),
    path([
      [9, 11],
      [9, -11],
    ]),
  ],
];

function station(x: number, i: number): Layer[] {
  const at = REACHED[i]!;
  return [
    {
      name: `ring ${i + 1}`,
      shapes: [{ kind: "ellipse", center: [0, 0], size: [RADIUS * 2, RADIUS * 2] }],
      stroke: { color: C.slate500, width: 3 },
      position: [x, Y],
    },
    {
      name: `light ${i + 1}`,
      shapes: [{ kind: "ellipse", center: [0, 0], size: [RADIUS * 2, RADIUS * 2] }],
      fill: [
        { t: 0, v: C.brand600 },
        { t: DONE, v: C.brand600 },
        { t: DONE + 8, v: C.emerald600 },
      ],
      position: [x, Y],
      scale: [
        { t: 0, v: [0, 0] },
        { t: at - 4, v: [0, 0] },
        { t: at + 4, v: [112, 112] },
        { t: at + 10, v: [100, 100] },
      ],
      opacity: [
        { t: FADE, v: 100 },
        { t: FADE + 10, v: 0 },
      ],
    },
    {
      name: `glyph ${i + 1}`,
      shapes: GLYPHS[i]!,
      stroke: {
        color: [
          { t: 0, v: C.slate500 },
          { t: at, v: C.slate500 },
          { t: at + 1, v: C.white },
          { t: FADE + 6, v: C.white },
          { t: FADE + 7, v: C.slate500 },
        ],
        width: 2.5,
      },
      position: [x, Y],
    },
  ];
}

function segment(i: number): Layer[] {
  const from: Vec = [STATION_X[i]! + RADIUS + 8, Y];
  const to: Vec = [STATION_X[i + 1]! - RADIUS - 8, Y];
  return [
    { name: `track ${i + 1}`, shapes: [path([from, to])], stroke: { color: C.slate500, width: 3 } },
    {
      name: `progress ${i + 1}`,
      shapes: [path([from, to])],
      stroke: {
        color: [
          { t: 0, v: C.brand500 },
          { t: DONE, v: C.brand500 },
          { t: DONE + 8, v: C.emerald600 },
        ],
        width: 4,
      },
      trimEnd: [
        { t: REACHED[i]! + 6, v: 0 },
        { t: REACHED[i + 1]! - 4, v: 100 },
      ],
      opacity: [
        { t: FADE, v: 100 },
        { t: FADE + 10, v: 0 },
      ],
    },
  ];
}

export const workflowScene: Scene = {
  name: "workflow",
  width,
  height,
  fps: 30,
  frames: FRAMES,
  stillFrame: 160,
  layers: [...[0, 1, 2].flatMap(segment), ...STATION_X.flatMap(station)],
};
