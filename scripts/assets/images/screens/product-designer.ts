/**
 * Product Designer: a customer placing their race logo on a tee. The canvas shows the print area,
 * the centre guide the logo has snapped to and its size; the panel beside it prices the design
 * live as the method, colours and quantity change.
 */
import {
  C,
  CONTENT,
  appFrame,
  baseline,
  button,
  card,
  icon,
  line,
  rect,
  swatch,
  text,
  textWidth,
  inMarket,
  money,
  type ScreenMarket,
} from "./draw.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";
import { GARMENT_BOX, PLACEMENT, garment } from "./garments.ts";
import { BRAND, mark } from "./marks.ts";

const DESIGN = {
  customer: "Summit Run 10K",
  product: "Gildan 5000 tee",
  colour: "#1f2937",
  colourName: "Black",
  garmentColours: ["#1f2937", "#f8fafc", "#9ca3af", "#1d4ed8", "#b91c1c"],
  views: ["Front", "Back", "Left sleeve", "Right sleeve"],
  methods: ["Screen print", "DTG", "Embroidery"],
  method: 0,
  /** Logo and print area in garment-box units (200 across is about 24 in of chest). */
  logoUnits: 84,
  printArea: { w: 100, h: 116 },
  size: { com: "25 × 25 cm", us: "10 × 10 in" } satisfies Record<SiteDomain, string>,
  qty: 250,
  unit: { com: 6.1, us: 7.84 } satisfies Record<SiteDomain, number>,
  setupPerColour: { com: 20, us: 25 } satisfies Record<SiteDomain, number>,
};

const LIGHT = "#e5e9f0";

/** A segmented control: equal-padding segments, one selected. */
function segments(x: number, mid: number, labels: string[], active: number): string {
  const parts: string[] = [];
  const widths = labels.map((l, i) => textWidth(l, 15, i === active) + 28);
  const total = widths.reduce((sum, w) => sum + w, 0) + 8;
  parts.push(rect(x, mid - 20, total, 40, { fill: C.well, stroke: C.cardLine, rx: 10 }));
  let left = x + 4;
  labels.forEach((label, i) => {
    const on = i === active;
    if (on) parts.push(rect(left, mid - 16, widths[i], 32, { fill: C.blue, rx: 8 }));
    parts.push(
      text(left + widths[i] / 2, baseline(mid), label, {
        bold: on,
        fill: on ? C.white : C.soft,
        anchor: "middle",
      }),
    );
    left += widths[i];
  });
  return parts.join("");
}

/** A toolbar button: icon and label, right edge at `right`. Returns the drawing and its left edge. */
function tool(right: number, mid: number, name: string, label: string): { svg: string; left: number } {
  const w = textWidth(label, 15) + 54;
  const left = right - w;
  return {
    svg:
      rect(left, mid - 20, w, 40, { fill: C.raised, stroke: C.dim, rx: 10 }) +
      icon(name, left + 12, mid - 9, 18, C.soft) +
      text(left + 38, baseline(mid), label, { fill: C.text }),
    left,
  };
}

function canvas(market: ScreenMarket, x: number, y: number, w: number, h: number): string {
  const parts = [card(x, y, w, h), segments(x + 16, y + 36, DESIGN.views, 0)];
  let right = x + w - 16;
  for (const [name, label] of [
    ["upload", "Upload"],
    ["type", "Text"],
  ]) {
    const t = tool(right, y + 36, name, label);
    parts.push(t.svg);
    right = t.left - 10;
  }
  const well = { x: x + 16, y: y + 72, w: w - 32, h: h - 88 };
  parts.push(rect(well.x, well.y, well.w, well.h, { fill: LIGHT, rx: 12 }));

  const gw = ((well.h - 30) * GARMENT_BOX.w) / GARMENT_BOX.h;
  const s = gw / GARMENT_BOX.w;
  const gx = well.x + (well.w - gw) / 2;
  const gy = well.y + 18;
  parts.push(garment("tee", gx, gy, gw, DESIGN.colour));

  const spot = PLACEMENT.fullFront;
  const cx = gx + spot.x * s;
  const cy = gy + spot.y * s;
  const area = { w: DESIGN.printArea.w * s, h: DESIGN.printArea.h * s };
  const areaTop = cy - area.h / 2 + 6;
  parts.push(
    rect(cx - area.w / 2, areaTop, area.w, area.h, {
      stroke: "#94a3b8",
      strokeWidth: 1.5,
      dash: "6 5",
      rx: 4,
    }),
  );
  parts.push(
    text(cx, areaTop + area.h + 24, "Print area 12 × 14 in", { size: 14, fill: C.muted, anchor: "middle" }),
  );
  // The centre guide the logo snapped to, from the collar to the foot of the print area.
  parts.push(
    `<line x1="${cx}" y1="${gy + 30 * s}" x2="${cx}" y2="${areaTop + area.h}" stroke="#f472b6" stroke-width="1.5" stroke-dasharray="4 4"/>`,
  );
  const logo = DESIGN.logoUnits * s;
  const lx = cx - logo / 2;
  const ly = areaTop + 44;
  parts.push(mark(DESIGN.customer, lx, ly, logo));
  // Selection box with corner handles, and the width tag above it.
  parts.push(rect(lx - 6, ly - 6, logo + 12, logo + 12, { stroke: C.sky, strokeWidth: 2 }));
  for (const [hx, hy] of [
    [lx - 6, ly - 6],
    [lx + logo + 6, ly - 6],
    [lx - 6, ly + logo + 6],
    [lx + logo + 6, ly + logo + 6],
  ])
    parts.push(rect(hx - 6, hy - 6, 12, 12, { fill: "#ffffff", stroke: C.sky, strokeWidth: 2, rx: 2 }));
  const tagW = textWidth(inMarket(market, DESIGN.size), 14, true) + 18;
  parts.push(rect(cx - tagW / 2, ly - 38, tagW, 24, { fill: C.blue, rx: 6 }));
  parts.push(
    text(cx, baseline(ly - 26, 14), inMarket(market, DESIGN.size), {
      size: 14,
      bold: true,
      fill: "#ffffff",
      anchor: "middle",
    }),
  );
  parts.push(
    text(well.x + 16, well.y + 30, "Front", { size: 14, bold: true, fill: "#475569" }),
    text(well.x + well.w - 16, well.y + 30, "Snapped to centre", {
      size: 14,
      bold: true,
      fill: "#be185d",
      anchor: "end",
    }),
  );
  return parts.join("");
}

function panel(market: ScreenMarket, x: number, y: number, w: number, h: number): string {
  const left = x + 20;
  const right = x + w - 20;
  const inks = BRAND[DESIGN.customer].colours;
  const parts = [
    card(x, y, w, h),
    text(left, y + 36, "Race tee 2025", { size: 20, bold: true, fill: C.white }),
    text(left, y + 60, `${DESIGN.customer} · ${DESIGN.product}`, { size: 14, fill: C.muted, max: w - 40 }),
    text(left, y + 98, "Decoration", { size: 14, bold: true, fill: C.muted }),
    segments(left, y + 128, DESIGN.methods, DESIGN.method),
  ];
  const row = (rowY: number, label: string) => text(left, rowY, label, { fill: C.muted });
  parts.push(
    row(y + 186, "Print size"),
    text(right, y + 186, inMarket(market, DESIGN.size), { anchor: "end" }),
  );
  parts.push(row(y + 226, "Inks"));
  inks.forEach((ink, i) => parts.push(swatch(right - 10 - (inks.length - 1 - i) * 26, y + 221, 10, ink.hex)));
  parts.push(row(y + 266, "Garment"));
  DESIGN.garmentColours.forEach((c, i) => {
    const sx = right - 10 - (DESIGN.garmentColours.length - 1 - i) * 26;
    if (i === 0)
      parts.push(
        `<circle cx="${sx}" cy="${y + 261}" r="14" fill="none" stroke="${C.sky}" stroke-width="2"/>`,
      );
    parts.push(swatch(sx, y + 261, 10, c));
  });
  parts.push(row(y + 306, "Quantity"));
  const stepW = 132;
  parts.push(rect(right - stepW, y + 282, stepW, 36, { fill: C.well, stroke: C.cardLine, rx: 8 }));
  parts.push(
    text(right - stepW + 18, y + 306, "−", { size: 18, bold: true, fill: C.muted, anchor: "middle" }),
  );
  parts.push(
    text(right - stepW / 2, y + 306, String(DESIGN.qty), { bold: true, fill: C.white, anchor: "middle" }),
  );
  parts.push(text(right - 18, y + 306, "+", { size: 18, bold: true, fill: C.muted, anchor: "middle" }));
  parts.push(line(x, y + 338, x + w, y + 338));

  const unit = inMarket(market, DESIGN.unit);
  const garments = DESIGN.qty * unit;
  const setup = inks.length * inMarket(market, DESIGN.setupPerColour);
  parts.push(text(left, y + 378, "Price per shirt", { fill: C.muted }));
  parts.push(
    text(right, y + 380, money(market, unit), { size: 28, bold: true, fill: C.white, anchor: "end" }),
  );
  parts.push(text(left, y + 418, `${DESIGN.qty} shirts × ${money(market, unit)}`, { fill: C.text }));
  parts.push(text(right, y + 418, money(market, garments), { anchor: "end", fill: C.soft }));
  parts.push(text(left, y + 448, `Screens, ${inks.length} colours`, { fill: C.text }));
  parts.push(text(right, y + 448, money(market, setup), { anchor: "end", fill: C.soft }));
  parts.push(line(left, y + 466, right, y + 466, C.dim));
  parts.push(text(left, y + 498, "Total", { size: 18, bold: true, fill: C.white }));
  parts.push(
    text(right, y + 498, money(market, garments + setup), {
      size: 22,
      bold: true,
      fill: C.white,
      anchor: "end",
    }),
  );
  parts.push(
    text(left, y + 530, "Proof within one working day", { size: 14, fill: C.muted }),
    button(left, y + h - 40, "Add to quote", { w: w - 40 }),
  );
  return parts.join("");
}

export function productDesignerSvg(market: ScreenMarket): string {
  const panelW = 360;
  const canvasW = CONTENT.w - panelW - 16;
  return appFrame({
    slug: "product-designer",
    title: "Product Designer",
    subtitle: "Summit Run 10K · design 2 of 3 · saved 10:41 am",
    action: "Send for proof",
    body:
      canvas(market, CONTENT.x, CONTENT.y, canvasW, CONTENT.h) +
      panel(market, CONTENT.x + canvasW + 16, CONTENT.y, panelW, CONTENT.h),
  });
}
