/**
 * Warehouse: the floor plan of bays and bins with one order's pick route on it, and the pick list
 * a picker works down, ticking each bin as the garments come off the shelf.
 */
import {
  C,
  CONTENT,
  TONE,
  appFrame,
  bar,
  baseline,
  button,
  card,
  checkbox,
  circle,
  line,
  rect,
  text,
  textWidth,
} from "./draw.ts";

const AISLES = ["A", "B", "C"] as const;
const BAYS_PER_AISLE = 6;
const BINS_PER_BAY = 3;

/** The pick list for order #10479 in walking order; `bay` is aisle and bay, e.g. "A-02". */
const PICKS: { bay: string; bin: number; item: string; qty: number; picked: boolean }[] = [
  { bay: "A-02", bin: 1, item: "FOTL 63-218 Navy · S", qty: 6, picked: true },
  { bay: "A-02", bin: 2, item: "FOTL 63-218 Navy · M", qty: 14, picked: true },
  { bay: "A-02", bin: 3, item: "FOTL 63-218 Navy · L", qty: 16, picked: true },
  { bay: "A-05", bin: 1, item: "FOTL 63-218 Navy · XL", qty: 12, picked: true },
  { bay: "B-03", bin: 2, item: "FOTL 63-218 Navy · 2XL", qty: 6, picked: false },
  { bay: "C-04", bin: 1, item: "FOTL 63-218 White · M", qty: 6, picked: false },
];

const stops = [...new Set(PICKS.map((p) => p.bay))];

/** The two bay states, right-aligned to `right`. */
function legend(right: number, mid: number): string {
  const parts: string[] = [];
  let x = right;
  for (const item of [
    { label: "To pick", tone: C.sky },
    { label: "Picked", tone: TONE.ok },
  ]) {
    parts.push(text(x, baseline(mid, 14), item.label, { size: 14, fill: C.muted, anchor: "end" }));
    x -= textWidth(item.label, 14) + 16;
    parts.push(circle(x + 2, mid, 6, { fill: item.tone }));
    x -= 28;
  }
  return parts.join("");
}

function floorMap(x: number, y: number, w: number, h: number): string {
  const parts = [card(x, y, w, h, "Floor plan"), legend(x + w - 20, y + 28)];
  const gap = 10;
  const bayW = (w - 40 - gap * (BAYS_PER_AISLE - 1)) / BAYS_PER_AISLE;
  const bayH = 92;
  const aisleStep = 150;
  const top = y + 96;
  AISLES.forEach((aisle, a) => {
    const ay = top + a * aisleStep;
    parts.push(text(x + 20, ay - 10, `Aisle ${aisle}`, { size: 14, bold: true, fill: C.muted }));
    for (let b = 1; b <= BAYS_PER_AISLE; b++) {
      const code = `${aisle}-0${b}`;
      const bx = x + 20 + (b - 1) * (bayW + gap);
      const picks = PICKS.filter((p) => p.bay === code);
      const stop = stops.indexOf(code);
      const done = picks.length > 0 && picks.every((p) => p.picked);
      const tone = picks.length === 0 ? undefined : done ? TONE.ok : C.sky;
      parts.push(
        rect(bx, ay, bayW, bayH, {
          fill: tone ?? C.well,
          opacity: tone ? 0.16 : 1,
          stroke: tone ?? C.wellLine,
          strokeWidth: tone ? 2 : 1,
          rx: 8,
        }),
      );
      parts.push(text(bx + 12, ay + 26, code, { bold: true, fill: tone ? C.white : C.soft }));
      // Bins as slots along the shelf; the ones on this pick list are filled.
      const binW = (bayW - 24 - 2 * 6) / BINS_PER_BAY;
      for (let n = 1; n <= BINS_PER_BAY; n++) {
        const hit = picks.some((p) => p.bin === n);
        parts.push(
          rect(bx + 12 + (n - 1) * (binW + 6), ay + 50, binW, 28, {
            fill: hit ? tone! : C.raised,
            opacity: hit ? 0.9 : 1,
            rx: 4,
          }),
        );
      }
      if (stop >= 0) {
        parts.push(circle(bx + bayW - 2, ay + 2, 14, { fill: tone!, stroke: C.card, strokeWidth: 3 }));
        parts.push(
          text(bx + bayW - 2, baseline(ay + 2, 14), String(stop + 1), {
            size: 14,
            bold: true,
            fill: C.bg,
            anchor: "middle",
          }),
        );
      }
    }
  });
  // Packing and goods-in along the bottom wall: where a pick starts and ends.
  const dockY = y + h - 68;
  const dockW = (w - 40 - gap) / 2;
  parts.push(rect(x + 20, dockY, dockW, 48, { fill: C.raised, rx: 8 }));
  parts.push(
    text(x + 20 + dockW / 2, baseline(dockY + 24), "Packing bench", { fill: C.soft, anchor: "middle" }),
  );
  parts.push(rect(x + 30 + dockW, dockY, dockW, 48, { fill: C.raised, rx: 8 }));
  parts.push(
    text(x + 30 + dockW * 1.5, baseline(dockY + 24), "Goods in · Dock B", { fill: C.soft, anchor: "middle" }),
  );
  return parts.join("");
}

function pickList(x: number, y: number, w: number, h: number): string {
  const picked = PICKS.filter((p) => p.picked).length;
  const next = PICKS.findIndex((p) => !p.picked);
  const parts = [
    card(x, y, w, h),
    text(x + 20, y + 38, "Pick list · #10479", { size: 20, bold: true, fill: C.white }),
    text(x + 20, y + 64, "Oakfield Golf · 60 polos · due 4:30 pm", { size: 14, fill: C.muted, max: w - 40 }),
    text(x + 20, y + 96, `${picked} of ${PICKS.length} lines picked`, { fill: C.soft }),
    bar(x + 20, y + 108, w - 40, picked / PICKS.length, TONE.ok, 8),
  ];
  const rowH = 64;
  const rowsY = y + 128;
  PICKS.forEach((p, i) => {
    const top = rowsY + i * rowH;
    const mid = top + rowH / 2;
    if (i === next)
      parts.push(rect(x + 8, top + 2, w - 16, rowH - 4, { fill: C.blue, opacity: 0.16, rx: 10 }));
    parts.push(checkbox(x + 22, mid - 11, p.picked));
    parts.push(
      text(x + 60, mid - 4, `${p.bay} · Bin ${p.bin}`, { bold: true, fill: p.picked ? C.muted : C.white }),
    );
    parts.push(text(x + 60, mid + 17, p.item, { size: 14, fill: p.picked ? C.faint : C.soft, max: w - 160 }));
    parts.push(
      text(x + w - 22, baseline(mid, 18), `× ${p.qty}`, {
        size: 18,
        bold: true,
        fill: p.picked ? C.muted : C.white,
        anchor: "end",
      }),
    );
    if (i < PICKS.length - 1 && i !== next && i + 1 !== next)
      parts.push(line(x + 20, top + rowH, x + w - 20, top + rowH));
  });
  const buttonW = (w - 52) / 2;
  parts.push(button(x + 20, y + h - 38, "Print labels", { kind: "secondary", w: buttonW }));
  parts.push(button(x + w - 20, y + h - 38, "Send to packing", { w: buttonW, align: "end" }));
  return parts.join("");
}

export function warehouseSvg(): string {
  const listW = 420;
  const mapW = CONTENT.w - listW - 16;
  return appFrame({
    slug: "warehouse",
    title: "Warehouse",
    subtitle: "Main warehouse · 3 aisles, 18 bays · 6 pick lists open",
    search: "Find a bin, style or order…",
    action: "+ Receive PO",
    body:
      floorMap(CONTENT.x, CONTENT.y, mapW, CONTENT.h) +
      pickList(CONTENT.x + mapW + 16, CONTENT.y, listW, CONTENT.h),
  });
}
