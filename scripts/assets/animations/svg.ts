/** One frame of a scene (scene.ts) as an SVG: the still picture in the animation's box. */
import { valueAt, type Layer, type Scene, type Shape } from "./scene.ts";

const num = (n: number) => String(Math.round(n * 100) / 100);

function shapeElement(s: Shape, attrs: string): string {
  switch (s.kind) {
    case "rect": {
      const [cx, cy] = s.center;
      const [w, h] = s.size;
      const r = s.radius ? ` rx="${num(s.radius)}"` : "";
      return `<rect x="${num(cx - w / 2)}" y="${num(cy - h / 2)}" width="${num(w)}" height="${num(h)}"${r}${attrs}/>`;
    }
    case "ellipse":
      return `<ellipse cx="${num(s.center[0])}" cy="${num(s.center[1])}" rx="${num(s.size[0] / 2)}" ry="${num(s.size[1] / 2)}"${attrs}/>`;
    case "path": {
      const d =
        s.points.map(([x, y], i) => `${i ? "L" : "M"}${num(x)} ${num(y)}`).join("") + (s.closed ? "Z" : "");
      return `<path d="${d}"${attrs}/>`;
    }
  }
}

function paintAttrs(layer: Layer, frame: number): string | null {
  const parts: string[] = [];
  parts.push(` fill="${layer.fill ? valueAt(layer.fill, frame) : "none"}"`);
  if (layer.stroke) {
    parts.push(
      ` stroke="${valueAt(layer.stroke.color, frame)}" stroke-width="${num(layer.stroke.width)}" stroke-linecap="round" stroke-linejoin="round"`,
    );
  }
  if (layer.trimEnd !== undefined) {
    const end = valueAt(layer.trimEnd, frame);
    if (end <= 0) return null;
    if (end < 100) parts.push(` pathLength="100" stroke-dasharray="${num(end)} 100"`);
  }
  return parts.join("");
}

function transform(layer: Layer, frame: number): string {
  const [x, y] = valueAt(layer.position ?? [0, 0], frame);
  const [sx, sy] = valueAt(layer.scale ?? [100, 100], frame);
  return `translate(${num(x)} ${num(y)}) scale(${num(sx / 100)} ${num(sy / 100)})`;
}

export function toSvg(scene: Scene, frame = scene.stillFrame): string {
  const byName = new Map(scene.layers.map((layer) => [layer.name, layer]));
  const chain = (layer: Layer): Layer[] =>
    layer.parent ? [...chain(byName.get(layer.parent)!), layer] : [layer];
  const body = scene.layers
    .map((layer) => {
      const opacity = valueAt(layer.opacity ?? 100, frame);
      const attrs = paintAttrs(layer, frame);
      if (opacity <= 0 || attrs === null) return "";
      const transforms = chain(layer)
        .map((l) => transform(l, frame))
        .join(" ");
      const fade = opacity < 100 ? ` opacity="${num(opacity / 100)}"` : "";
      return `<g transform="${transforms}"${fade}>${layer.shapes.map((s) => shapeElement(s, attrs)).join("")}</g>`;
    })
    .filter(Boolean)
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${scene.width} ${scene.height}" width="${scene.width}" height="${scene.height}">\n${body}\n</svg>\n`;
}
