/**
 * A proof as the customer receives it: the garment on a light sheet with the logo at its real
 * placement and a dimension line under it. Logos (the office's view) and the Customer Portal (the
 * customer's view) show the same proof, so it is drawn once here.
 */
import { baseline, line, rect, text } from "./draw.ts";
import { GARMENT_BOX, PLACEMENT, garment, type GarmentKind } from "./garments.ts";
import { mark } from "./marks.ts";

export type Proof = {
  customer: string;
  kind: GarmentKind;
  colour: string;
  /** Logo width in garment-box units (the box is 200 wide, about 24 in of chest). */
  logoUnits: number;
  size: string;
  view: string;
};

/** The proof sheet filling the box x, y, w, h. */
export function proofSheet(x: number, y: number, w: number, h: number, p: Proof): string {
  // The top 40 px hold the view label; the garment fills the rest.
  const gw = Math.min(w - 40, ((h - 52) * GARMENT_BOX.w) / GARMENT_BOX.h);
  const scale = gw / GARMENT_BOX.w;
  const gx = x + (w - gw) / 2;
  const gy = y + h - GARMENT_BOX.h * scale - 10;
  const spot = PLACEMENT.leftChest;
  const logo = p.logoUnits * scale;
  const lx = gx + spot.x * scale - logo / 2;
  const ly = gy + spot.y * scale - logo / 2;
  const dimY = ly + logo + 8;
  return [
    rect(x, y, w, h, { fill: "#eef2f7", rx: 12 }),
    text(x + 16, y + 28, p.view, { size: 14, bold: true, fill: "#475569" }),
    garment(p.kind, gx, gy, gw, p.colour),
    mark(p.customer, lx, ly, logo),
    line(lx, dimY, lx + logo, dimY, "#ffffff", 1.5),
    line(lx, dimY - 5, lx, dimY + 5, "#ffffff", 1.5),
    line(lx + logo, dimY - 5, lx + logo, dimY + 5, "#ffffff", 1.5),
    text(lx + logo / 2, baseline(dimY + 16, 14), p.size, {
      size: 14,
      bold: true,
      fill: "#ffffff",
      anchor: "middle",
    }),
  ].join("");
}
