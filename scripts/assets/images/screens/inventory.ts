/**
 * Inventory: blank stock as a buyer reads it, one row per style and colour and one column per
 * size, so a short size stands out before a job needs it: amber when low, red when out.
 */
import {
  C,
  CONTENT,
  TONE,
  appFrame,
  baseline,
  card,
  chips,
  rect,
  swatch,
  table,
  text,
  textWidth,
  type Cell,
  type Column,
} from "./draw.ts";

const SIZES = ["XS", "S", "M", "L", "XL", "2XL", "3XL"] as const;

/** Below this many a size is low and shows amber. */
const LOW = 12;

/** Quantities by size in SIZES order; null where the style is not made in that size. */
const STOCK: {
  style: string;
  colour: string;
  hex: string;
  qty: (number | null)[];
  reserved: number;
}[] = [
  {
    style: "Gildan 5000 tee",
    colour: "Black",
    hex: "#111827",
    qty: [24, 86, 142, 128, 74, 9, 0],
    reserved: 120,
  },
  {
    style: "Gildan 5000 tee",
    colour: "White",
    hex: "#f8fafc",
    qty: [12, 64, 110, 96, 58, 22, 6],
    reserved: 60,
  },
  { style: "Gildan 5000 tee", colour: "Navy", hex: "#1e3a5f", qty: [0, 38, 72, 66, 41, 14, 4], reserved: 24 },
  {
    style: "FOTL 63-218 polo",
    colour: "Navy",
    hex: "#1e3a5f",
    qty: [null, 18, 44, 40, 26, 8, 0],
    reserved: 48,
  },
  {
    style: "FOTL 63-218 polo",
    colour: "White",
    hex: "#f8fafc",
    qty: [null, 6, 22, 30, 18, 4, null],
    reserved: 0,
  },
  {
    style: "Result R231M softshell",
    colour: "Black",
    hex: "#111827",
    qty: [null, 10, 24, 28, 16, 5, 2],
    reserved: 30,
  },
  {
    style: "Result R231M softshell",
    colour: "Navy",
    hex: "#1e3a5f",
    qty: [null, 4, 12, 9, 0, 0, null],
    reserved: 0,
  },
  {
    style: "Gildan 18500 hoodie",
    colour: "Sport Grey",
    hex: "#9ca3af",
    qty: [null, 20, 48, 52, 30, 11, 3],
    reserved: 80,
  },
  {
    style: "Gildan 18500 hoodie",
    colour: "Maroon",
    hex: "#7f1d1d",
    qty: [null, 14, 36, 40, 22, 0, 0],
    reserved: 0,
  },
];

/** A quantity cell: amber tint when low, red when none, a dash where the size does not exist. */
function qtyCell(q: number | null): Cell {
  return (x, mid, w) => {
    const cx = x + w / 2;
    if (q === null) return text(cx, baseline(mid), "—", { fill: C.dim, anchor: "middle" });
    const tone = q === 0 ? TONE.danger : q < LOW ? TONE.warn : undefined;
    const chip = tone ? rect(x, mid - 16, w, 32, { fill: tone, opacity: 0.16, rx: 8 }) : "";
    return (
      chip +
      text(cx, baseline(mid), String(q), {
        bold: tone !== undefined,
        fill: tone ?? C.text,
        anchor: "middle",
        max: w,
      })
    );
  };
}

function styleCell(style: string, colour: string, hex: string): Cell {
  return (x, mid, w) =>
    swatch(x + 12, mid, 11, hex) +
    text(x + 34, mid - 4, style, { bold: true, fill: C.white, max: w - 34 }) +
    text(x + 34, mid + 17, colour, { size: 14, fill: C.muted, max: w - 34 });
}

/** What the tints mean, right-aligned to `right`. */
function legend(right: number, mid: number): string {
  const items = [
    { label: `Low, under ${LOW}`, tone: TONE.warn },
    { label: "Out", tone: TONE.danger },
  ];
  const parts: string[] = [];
  let x = right;
  for (const item of items.reverse()) {
    parts.push(text(x, baseline(mid), item.label, { fill: C.muted, anchor: "end" }));
    x -= textWidth(item.label, 15) + 10;
    parts.push(rect(x - 18, mid - 9, 18, 18, { fill: item.tone, opacity: 0.35, rx: 5 }));
    x -= 18 + 24;
  }
  return parts.join("");
}

export function inventorySvg(): string {
  const { x, y, w } = CONTENT;
  const filters = chips(
    x,
    y + 18,
    ["All styles", "Gildan 5000", "FOTL 63-218", "Result R231M", "Gildan 18500"],
    0,
  );
  const cardY = y + 52;
  const columns: Column[] = [
    { label: "Style and colour", width: 310 },
    ...SIZES.map((size): Column => ({ label: size, width: 80, align: "middle" })),
    { label: "Total", width: 90, align: "end" },
    { label: "Reserved", width: 102, align: "end" },
  ];
  const rows = STOCK.map((s) => {
    const total = s.qty.reduce<number>((sum, q) => sum + (q ?? 0), 0);
    return [
      styleCell(s.style, s.colour, s.hex),
      ...s.qty.map(qtyCell),
      (cx: number, mid: number, cw: number) =>
        text(cx + cw, baseline(mid), String(total), { bold: true, fill: C.white, anchor: "end" }),
      s.reserved > 0 ? String(s.reserved) : "—",
    ];
  });
  return appFrame({
    slug: "inventory",
    title: "Inventory",
    subtitle: "Main warehouse · 4,218 blanks · updated 10:38 am",
    search: "Search styles, colours…",
    action: "+ Stock count",
    body:
      filters.svg +
      legend(CONTENT.right, y + 18) +
      card(x, cardY, w, CONTENT.bottom - cardY) +
      table(x + 8, cardY + 6, columns, rows, { rowHeight: 56, headerHeight: 44 }),
  });
}
