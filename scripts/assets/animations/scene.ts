/**
 * A tiny scene model for the site's illustrated animations: layers of simple shapes (rectangles,
 * ellipses, polylines) with a fill or a stroke and a keyframed transform. One scene is written
 * twice, as Lottie JSON for the player (lottie.ts) and as an SVG of one frame for the still picture
 * that stands in for it (svg.ts), so the two can never drift apart.
 */
export type Vec = [number, number];
export type Key<T> = { t: number; v: T };
/** A constant value, or keyframes (frame numbers ascending) eased in and out between them. */
export type Track<T> = T | Key<T>[];

export type Shape =
  | { kind: "rect"; center: Vec; size: Vec; radius?: number }
  | { kind: "ellipse"; center: Vec; size: Vec }
  | { kind: "path"; points: Vec[]; closed?: boolean };

type Paint = {
  fill?: Track<string>;
  stroke?: { color: Track<string>; width: number };
  /** How much of a stroked path is drawn, 0-100 (a line that draws itself). */
  trimEnd?: Track<number>;
};

export type Layer = Paint & {
  name: string;
  shapes: Shape[];
  /** Where the layer's origin sits, in its parent's coordinates (the scene's without a parent). */
  position?: Track<Vec>;
  /** Percent on both axes. */
  scale?: Track<Vec>;
  opacity?: Track<number>;
  /** The name of a layer this one moves with (position and scale). */
  parent?: string;
};

export type Scene = {
  name: string;
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** Drawn first to last: later layers cover earlier ones. */
  layers: Layer[];
  /** The frame the still picture shows: the state the animation explains. */
  stillFrame: number;
};

export const isKeys = <T>(track: Track<T>): track is Key<T>[] =>
  Array.isArray(track) &&
  track.length > 0 &&
  typeof track[0] === "object" &&
  track[0] !== null &&
  "t" in track[0];

const ease = (x: number) => x * x * (3 - 2 * x);

/** The value of a track at `frame`, eased between keyframes as the player eases them (near enough for a still). */
export function valueAt<T extends number | Vec | string>(track: Track<T>, frame: number): T {
  if (!isKeys(track)) return track;
  const after = track.findIndex((key) => key.t > frame);
  if (after === -1) return track[track.length - 1]!.v;
  if (after === 0) return track[0]!.v;
  const a = track[after - 1]!;
  const b = track[after]!;
  const k = ease((frame - a.t) / (b.t - a.t));
  const mix = (x: number, y: number) => x + (y - x) * k;
  if (typeof a.v === "number") return mix(a.v, b.v as number) as T;
  if (typeof a.v === "string") return (k < 0.5 ? a.v : b.v) as T;
  const [ax, ay] = a.v as Vec;
  const [bx, by] = b.v as Vec;
  return [mix(ax, bx), mix(ay, by)] as T;
}

/** '#rrggbb' as Lottie's 0-1 channels. */
export function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round((((n >> shift) & 255) / 255) * 1000) / 1000;
  return [channel(16), channel(8), channel(0)];
}
