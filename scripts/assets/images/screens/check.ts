/**
 * Layout checks a screen must pass before it is rendered: every label on the canvas, at least
 * 14 px (readable when the picture is shown 600 px wide) or the size a drawing names, and no two
 * labels overlapping. `text` in ./draw.ts already refuses text wider than its box; this catches
 * what no single box knows.
 * It reads the SVG the screens produce (plain <text> elements, never transformed).
 */
import { H, W, textWidth } from "./draw.ts";

type Label = { s: string; left: number; right: number; top: number; bottom: number; size: number };

const MIN_SIZE = 14;

function unescape(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function labels(svg: string): Label[] {
  const found: Label[] = [];
  for (const m of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[1])?.[1];
    const s = unescape(m[2]);
    const x = Number(attr("x"));
    const y = Number(attr("y"));
    const size = Number(attr("font-size"));
    const width = textWidth(s, size, attr("font-weight") === "700");
    const anchor = attr("text-anchor") ?? "start";
    const left = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
    // Cap height above the baseline, descenders below: the ink, not the line box.
    found.push({ s, left, right: left + width, top: y - size * 0.76, bottom: y + size * 0.24, size });
  }
  return found;
}

/** A drawing's canvas and the least label size that is readable where it is shown. */
export type Canvas = { width: number; height: number; minSize: number };

/** Problems with a screen's labels, one sentence each; empty when it is fine. */
export function layoutProblems(
  svg: string,
  { width, height, minSize }: Canvas = { width: W, height: H, minSize: MIN_SIZE },
): string[] {
  const problems: string[] = [];
  const all = labels(svg);
  for (const a of all) {
    if (a.size < minSize) problems.push(`"${a.s}" is ${a.size} px, under ${minSize} px`);
    if (a.left < 0 || a.top < 0 || a.right > width || a.bottom > height)
      problems.push(`"${a.s}" leaves the canvas`);
  }
  all.forEach((a, i) => {
    for (const b of all.slice(i + 1)) {
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 1 && overlapY > 1) problems.push(`"${a.s}" overlaps "${b.s}"`);
    }
  });
  return problems;
}
