/** A scene (scene.ts) as Lottie JSON: one shape layer per scene layer, parented where the scene says. */
import { isKeys, rgb, type Layer, type Scene, type Shape, type Track, type Vec } from "./scene.ts";

type Json = Record<string, unknown>;

/** An animatable property; `toK` turns a scene value into Lottie's array form. */
function prop<T>(track: Track<T>, toK: (value: T) => number | number[]): Json {
  if (!isKeys(track)) return { a: 0, k: toK(track) };
  const dims = [toK(track[0]!.v)].flat().length;
  const handle = (x: number, y: number) => ({ x: Array(dims).fill(x), y: Array(dims).fill(y) });
  return {
    a: 1,
    k: track.map((key, i) => {
      const last = i === track.length - 1;
      const s = [toK(key.v)].flat();
      return last ? { t: key.t, s } : { t: key.t, s, o: handle(0.33, 0), i: handle(0.67, 1) };
    }),
  };
}

const vec3 = ([x, y]: Vec) => [x, y, 0];
const color = (hex: string) => [...rgb(hex), 1];
const staticProp = (k: number | number[]) => ({ a: 0, k });

function shape(s: Shape): Json {
  switch (s.kind) {
    case "rect":
      return { ty: "rc", d: 1, p: staticProp(s.center), s: staticProp(s.size), r: staticProp(s.radius ?? 0) };
    case "ellipse":
      return { ty: "el", d: 1, p: staticProp(s.center), s: staticProp(s.size) };
    case "path": {
      const zero = s.points.map(() => [0, 0]);
      return {
        ty: "sh",
        d: 1,
        ks: staticProp({ c: s.closed ?? false, v: s.points, i: zero, o: zero } as never),
      };
    }
  }
}

function paint(layer: Layer): Json[] {
  const items: Json[] = [];
  if (layer.trimEnd !== undefined)
    items.push({ ty: "tm", s: staticProp(0), e: prop(layer.trimEnd, (v) => v), o: staticProp(0), m: 1 });
  if (layer.stroke)
    items.push({
      ty: "st",
      c: prop(layer.stroke.color, color),
      o: staticProp(100),
      w: staticProp(layer.stroke.width),
      lc: 2,
      lj: 2,
    });
  if (layer.fill) items.push({ ty: "fl", c: prop(layer.fill, color), o: staticProp(100), r: 1 });
  return items;
}

const groupTransform = {
  ty: "tr",
  p: staticProp([0, 0]),
  a: staticProp([0, 0]),
  s: staticProp([100, 100]),
  r: staticProp(0),
  o: staticProp(100),
  sk: staticProp(0),
  sa: staticProp(0),
};

export function toLottie(scene: Scene): Json {
  const index = new Map(scene.layers.map((layer, i) => [layer.name, i + 1]));
  const layers = scene.layers.map((layer, i) => ({
    ddd: 0,
    ind: i + 1,
    ty: 4,
    nm: layer.name,
    sr: 1,
    ...(layer.parent ? { parent: index.get(layer.parent) } : {}),
    ks: {
      o: prop(layer.opacity ?? 100, (v) => v),
      r: staticProp(0),
      p: prop(layer.position ?? [0, 0], vec3),
      a: staticProp([0, 0, 0]),
      s: prop(layer.scale ?? [100, 100], (v) => [...v, 100]),
    },
    ao: 0,
    shapes: [{ ty: "gr", nm: layer.name, it: [...layer.shapes.map(shape), ...paint(layer), groupTransform] }],
    ip: 0,
    op: scene.frames,
    st: 0,
    bm: 0,
  }));
  return {
    v: "5.7.0",
    fr: scene.fps,
    ip: 0,
    op: scene.frames,
    w: scene.width,
    h: scene.height,
    nm: scene.name,
    ddd: 0,
    assets: [],
    // Lottie draws its first layer on top; the scene lists the bottom one first.
    layers: layers.reverse(),
  };
}
