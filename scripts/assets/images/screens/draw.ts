/**
 * Drawing primitives shared by the twelve module screens, so they read as one product: the hero's
 * palette and font (scripts/assets/images/dashboard-svg.ts), one app frame with the module rail, and text,
 * pills, buttons, cards and tables that measure themselves. Every function returns an SVG fragment
 * as a string; screens concatenate them.
 *
 * Text is measured (./text-metrics.ts): `text` throws when a label is wider than the box it is
 * given, so a drawing that would overflow fails `npm run images` instead of shipping.
 */
import type { Money } from "#app/core/content/index.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";
import type { DateOrder } from "#app/core/text/index.ts";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { SCREEN_IMAGE } from "#app/core/media/index.ts";
import { textWidth } from "./text-metrics.ts";

export { textWidth };

export const W = SCREEN_IMAGE.width;
export const H = SCREEN_IMAGE.height;
const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

/** The hero's colours, named by role. */
export const C = {
  bg: "#0f172a",
  bgEnd: "#0b1220",
  rail: "#0a1020",
  card: "#111b33",
  cardLine: "#1f2a44",
  well: "#0d1630",
  wellLine: "#1a2540",
  raised: "#1e293b",
  white: "#ffffff",
  text: "#e2e8f0",
  soft: "#cbd5e1",
  muted: "#94a3b8",
  faint: "#64748b",
  dim: "#334155",
  blue: "#2563eb",
  sky: "#60a5fa",
} as const;

/** Status colours by meaning, so "ready" is the same green on every screen. */
export const TONE = {
  ok: "#22c55e",
  info: "#60a5fa",
  warn: "#f59e0b",
  danger: "#f87171",
  art: "#a78bfa",
  proof: "#f472b6",
  idle: "#94a3b8",
} as const;

/** The modules in the site's order (content/modules/*.md), with the same lucide icons. */
const MODULES = [
  { slug: "sales-orders", title: "Sales & Orders", icon: "shopping-cart" },
  { slug: "warehouse", title: "Warehouse", icon: "warehouse" },
  { slug: "customer-database", title: "Customer Database", icon: "users" },
  { slug: "base-garments", title: "Base Garments", icon: "shirt" },
  { slug: "logos", title: "Logos", icon: "stamp" },
  { slug: "product-designer", title: "Product Designer", icon: "pen-tool" },
  { slug: "inventory", title: "Inventory", icon: "boxes" },
  { slug: "production", title: "Production", icon: "factory" },
  { slug: "suppliers", title: "Suppliers", icon: "package" },
  { slug: "purchase-orders", title: "Purchase Orders", icon: "file-text" },
  { slug: "artworkers", title: "Artworkers", icon: "palette" },
  { slug: "customer-portal", title: "Customer Portal", icon: "globe" },
] as const;
type ModuleSlug = (typeof MODULES)[number]["slug"];

/** Where a screen draws its own content: right of the rail, below the top bar. */
export const CONTENT = { x: 100, y: 104, w: 1076, h: 622, right: 1176, bottom: 726 } as const;

const RAIL_W = 76;

/** One decimal is plenty at these sizes and keeps the SVG short. */
const r = (n: number) => Math.round(n * 10) / 10;

function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type Anchor = "start" | "middle" | "end";
export type TextStyle = {
  /** px on the 1200x750 canvas; 15 is body text, 14 the smallest label. */
  size?: number;
  fill?: string;
  bold?: boolean;
  anchor?: Anchor;
  /** The room the text has; wider text is a drawing error, not something to clip. */
  max?: number;
};

/** One line of text with its baseline at `y`. */
export function text(x: number, y: number, s: string, style: TextStyle = {}): string {
  const { size = 15, fill = C.text, bold = false, anchor = "start", max } = style;
  if (max !== undefined) {
    const width = textWidth(s, size, bold);
    if (width > max) throw new Error(`"${s}" is ${Math.ceil(width)} px wide, more than its ${r(max)} px`);
  }
  const weight = bold ? ` font-weight="700"` : "";
  const align = anchor === "start" ? "" : ` text-anchor="${anchor}"`;
  return `<text x="${r(x)}" y="${r(y)}" font-size="${size}"${weight} fill="${fill}"${align}>${esc(s)}</text>`;
}

/** Baseline that centres a line of `size` px text on `mid` (cap height is about 0.73 em). */
export const baseline = (mid: number, size = 15) => mid + size * 0.36;

export type Paint = {
  fill?: string;
  stroke?: string;
  rx?: number;
  opacity?: number;
  strokeWidth?: number;
  strokeOpacity?: number;
  dash?: string;
};

function paint(p: Paint): string {
  return [
    ` fill="${p.fill ?? "none"}"`,
    p.opacity !== undefined ? ` fill-opacity="${p.opacity}"` : "",
    p.stroke ? ` stroke="${p.stroke}"` : "",
    p.strokeWidth !== undefined ? ` stroke-width="${p.strokeWidth}"` : "",
    p.strokeOpacity !== undefined ? ` stroke-opacity="${p.strokeOpacity}"` : "",
    p.dash ? ` stroke-dasharray="${p.dash}"` : "",
  ].join("");
}

export function rect(x: number, y: number, w: number, h: number, p: Paint = {}): string {
  const rx = p.rx ? ` rx="${p.rx}"` : "";
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx}${paint(p)}/>`;
}

export function circle(cx: number, cy: number, radius: number, p: Paint = {}): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}"${paint(p)}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string = C.cardLine,
  width = 1,
): string {
  return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
}

/** A panel with the hero's card look; `title` sits in its top-left corner. */
export function card(x: number, y: number, w: number, h: number, title?: string, note?: string): string {
  const parts = [rect(x, y, w, h, { fill: C.card, stroke: C.cardLine, rx: 14 })];
  if (title) parts.push(text(x + 20, y + 34, title, { size: 18, bold: true, fill: C.white, max: w - 40 }));
  if (note) parts.push(text(x + w - 20, y + 34, note, { size: 14, fill: C.muted, anchor: "end" }));
  return parts.join("");
}

export const pillWidth = (label: string, size = 14) => textWidth(label, size, true) + 22;

/** A status pill centred vertically on `mid`: tinted fill, label in the tone's colour. */
export function pill(
  x: number,
  mid: number,
  label: string,
  tone: string,
  opts: { size?: number; align?: Anchor } = {},
): string {
  const size = opts.size ?? 14;
  const w = pillWidth(label, size);
  const left = opts.align === "end" ? x - w : opts.align === "middle" ? x - w / 2 : x;
  const h = size + 12;
  return (
    rect(left, mid - h / 2, w, h, { fill: tone, opacity: 0.16, rx: h / 2 }) +
    text(left + w / 2, baseline(mid, size), label, { size, bold: true, fill: tone, anchor: "middle" })
  );
}

/** `outline` is for light surfaces (the customer-facing portal). */
export type ButtonKind = "primary" | "secondary" | "success" | "outline";

export const buttonWidth = (label: string, size = 15) => textWidth(label, size, true) + 36;

/** A button centred vertically on `mid`; `align: "end"` puts its right edge at `x`. */
export function button(
  x: number,
  mid: number,
  label: string,
  opts: { kind?: ButtonKind; align?: Anchor; h?: number; size?: number; w?: number } = {},
): string {
  const { kind = "primary", h = 42, size = 15 } = opts;
  const w = opts.w ?? buttonWidth(label, size);
  const left = opts.align === "end" ? x - w : opts.align === "middle" ? x - w / 2 : x;
  const look: Record<ButtonKind, { fill: string; stroke?: string; ink: string }> = {
    primary: { fill: C.blue, ink: C.white },
    success: { fill: "#16a34a", ink: C.white },
    secondary: { fill: C.raised, stroke: C.dim, ink: C.text },
    outline: { fill: "#ffffff", stroke: "#cbd5e1", ink: "#0f172a" },
  };
  const l = look[kind];
  return (
    rect(left, mid - h / 2, w, h, { fill: l.fill, stroke: l.stroke, rx: 10 }) +
    text(left + w / 2, baseline(mid, size), label, {
      size,
      bold: true,
      fill: l.ink,
      anchor: "middle",
      max: w - 16,
    })
  );
}

/**
 * A colour chip (thread, ink, garment), ringed so navy still shows on the navy card; on a light
 * surface pass a dark `ring` so white shows.
 */
export function swatch(cx: number, cy: number, radius: number, colour: string, ring = "#ffffff"): string {
  return circle(cx, cy, radius, { fill: colour, stroke: ring, strokeWidth: 1.5, strokeOpacity: 0.35 });
}

/** A ticked or empty checkbox, `size` px square, top-left at x, y. */
export function checkbox(x: number, y: number, checked: boolean, size = 22): string {
  if (!checked) return rect(x, y, size, size, { stroke: C.faint, strokeWidth: 2, rx: 5 });
  const s = size / 22;
  return (
    rect(x, y, size, size, { fill: TONE.ok, rx: 5 }) +
    `<path d="M${r(x + 5 * s)} ${r(y + 11 * s)}l${r(4 * s)} ${r(4 * s)}l${r(8 * s)} ${r(-9 * s)}" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** Initials in a coloured circle: a person or company without a photo. */
export function avatar(cx: number, cy: number, radius: number, initials: string, colour: string): string {
  const size = Math.max(14, Math.round(radius * 0.8));
  return (
    circle(cx, cy, radius, { fill: colour }) +
    text(cx, baseline(cy, size), initials, { size, bold: true, fill: C.white, anchor: "middle" })
  );
}

/** A progress bar: track and filled part. */
export function bar(x: number, y: number, w: number, value: number, tone: string, h = 8): string {
  return (
    rect(x, y, w, h, { fill: C.raised, rx: h / 2 }) +
    (value > 0 ? rect(x, y, Math.max(h, w * value), h, { fill: tone, rx: h / 2 }) : "")
  );
}

const iconCache = new Map<string, string>();
const lucideDir = join(
  dirname(createRequire(import.meta.url).resolve("lucide-static/package.json")),
  "icons",
);

/** A lucide icon (the site's icon set) drawn `size` px square with its top-left at x, y. */
export function icon(name: string, x: number, y: number, size: number, colour: string, weight = 2): string {
  let inner = iconCache.get(name);
  if (inner === undefined) {
    const svg = readFileSync(join(lucideDir, `${name}.svg`), "utf8");
    inner = svg
      .slice(svg.indexOf(">", svg.indexOf("<svg")) + 1, svg.lastIndexOf("</svg>"))
      .replace(/\s*\n\s*/g, "");
    iconCache.set(name, inner);
  }
  // Scaling the group scales the stroke too, so divide it back to `weight` screen px.
  const scale = size / 24;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${r((weight / scale) * 10) / 10}" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
}

export type Column = { label: string; width: number; align?: Anchor };
/** A table cell: plain text, or a drawing given the cell's left edge, vertical middle and width. */
export type Cell = string | ((x: number, mid: number, w: number) => string);

export type TableOptions = {
  rowHeight?: number;
  headerHeight?: number;
  /** Space inside each cell, left and right. */
  pad?: number;
  /** Index of a row to tint as selected. */
  selected?: number;
  /** Style for plain-text cells of the first column (often the bold identifier). */
  firstBold?: boolean;
};

/** Column headings, then rows divided by hairlines. Plain cells are 15 px and must fit. */
export function table(
  x: number,
  y: number,
  columns: Column[],
  rows: Cell[][],
  opts: TableOptions = {},
): string {
  const { rowHeight = 52, headerHeight = 40, pad = 12, selected, firstBold = false } = opts;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const parts: string[] = [];
  const lefts = columns.map((_, i) => x + columns.slice(0, i).reduce((sum, c) => sum + c.width, 0));
  const anchorX = (i: number) => {
    const c = columns[i];
    if (c.align === "end") return lefts[i] + c.width - pad;
    if (c.align === "middle") return lefts[i] + c.width / 2;
    return lefts[i] + pad;
  };
  columns.forEach((c, i) =>
    parts.push(
      text(anchorX(i), y + headerHeight / 2 + 5, c.label, {
        size: 14,
        bold: true,
        fill: C.muted,
        anchor: c.align ?? "start",
        max: c.width - 2 * pad,
      }),
    ),
  );
  parts.push(line(x, y + headerHeight, x + width, y + headerHeight, C.cardLine));
  rows.forEach((row, j) => {
    const top = y + headerHeight + j * rowHeight;
    const mid = top + rowHeight / 2;
    if (j === selected) parts.push(rect(x, top, width, rowHeight, { fill: C.blue, opacity: 0.14 }));
    row.forEach((cell, i) => {
      if (typeof cell === "string") {
        parts.push(
          text(anchorX(i), baseline(mid), cell, {
            fill: i === 0 && firstBold ? C.white : C.text,
            bold: i === 0 && firstBold,
            anchor: columns[i].align ?? "start",
            max: columns[i].width - 2 * pad,
          }),
        );
      } else {
        parts.push(cell(lefts[i] + pad, mid, columns[i].width - 2 * pad));
      }
    });
    if (j < rows.length - 1) parts.push(line(x, top + rowHeight, x + width, top + rowHeight, C.cardLine));
  });
  return parts.join("");
}

/** A two-line cell: a bold name over a muted detail. */
export function twoLine(top: string, bottom: string, topFill: string = C.white): Cell {
  return (x, mid, w) =>
    text(x, mid - 4, top, { bold: true, fill: topFill, max: w }) +
    text(x, mid + 17, bottom, { size: 14, fill: C.muted, max: w });
}

/** A pill as a table cell. */
export function pillCell(label: string, tone: string): Cell {
  return (x, mid) => pill(x, mid, label, tone);
}

/** A headline number in its own card, as on the hero: label, big value, coloured note. */
export function stat(
  x: number,
  y: number,
  w: number,
  h: number,
  s: { label: string; value: string; note: string; tone: string },
): string {
  return [
    rect(x, y, w, h, { fill: C.card, stroke: C.cardLine, rx: 14 }),
    rect(x + 18, y + 20, 8, 8, { fill: s.tone, rx: 2 }),
    text(x + 34, y + 29, s.label, { size: 14, fill: C.muted, max: w - 52 }),
    text(x + 18, y + h - 18, s.value, { size: 26, bold: true, fill: C.white }),
    text(x + w - 18, y + h - 20, s.note, { size: 14, fill: s.tone, anchor: "end" }),
  ].join("");
}

/** A row of tabs with the active one underlined; `y` is the baseline. Returns the drawing. */
export function tabs(x: number, y: number, labels: string[], active: number, gap = 28): string {
  const parts: string[] = [];
  let left = x;
  labels.forEach((label, i) => {
    const on = i === active;
    const w = textWidth(label, 15, on);
    parts.push(text(left, y, label, { bold: on, fill: on ? C.white : C.muted }));
    if (on) parts.push(rect(left, y + 13, w, 3, { fill: C.sky, rx: 1.5 }));
    left += w + gap;
  });
  return parts.join("");
}

/** Filter chips centred on `mid`, the active one filled; returns the drawing and its right edge. */
export function chips(
  x: number,
  mid: number,
  labels: string[],
  active: number,
): { svg: string; right: number } {
  const parts: string[] = [];
  let left = x;
  labels.forEach((label, i) => {
    const on = i === active;
    const w = textWidth(label, 15, on) + 28;
    parts.push(
      rect(left, mid - 18, w, 36, {
        fill: on ? C.blue : C.card,
        stroke: on ? undefined : C.cardLine,
        rx: 18,
      }),
    );
    parts.push(
      text(left + w / 2, baseline(mid), label, {
        bold: on,
        fill: on ? C.white : C.soft,
        anchor: "middle",
      }),
    );
    left += w + 10;
  });
  return { svg: parts.join(""), right: left - 10 };
}

/**
 * The market a screen is drawn for: its domain, and its money as markets.yaml writes it. Each
 * amount and place in a drawing is written once per market, never converted.
 */
export type ScreenMarket = { id: SiteDomain; money: Money; dates: DateOrder };

/** One market's form of a drawing's figure or place. */
export const inMarket = <T>(market: ScreenMarket, forms: Record<SiteDomain, T>): T => forms[market.id];

/** A day written month first ("Oct 17"), in the market's order: "17 Oct" where the day comes first. */
export function dayIn(market: ScreenMarket, monthDay: string): string {
  const [month, day] = monthDay.split(" ");
  return market.dates.startsWith("day") ? `${day} ${month}` : monthDay;
}

/** An amount the way an invoice in the market shows it: "$1,284.00", "£995". */
export function money(market: ScreenMarket, n: number, cents = true): string {
  const [whole, part] = n.toFixed(cents ? 2 : 0).split(".");
  const { symbol, thousands, decimal } = market.money;
  return `${symbol}${whole!.replace(/\B(?=(\d{3})+$)/g, thousands)}${part ? `${decimal}${part}` : ""}`;
}

/** The module rail: Tracker's mark, one icon per module with this one lit, and the user. */
function rail(current: ModuleSlug): string {
  const parts = [
    // Rounded on the outside like the canvas, square where it meets the page.
    rect(0, 0, RAIL_W, H, { fill: C.rail, rx: 16 }),
    rect(RAIL_W - 16, 0, 16, H, { fill: C.rail }),
    rect(RAIL_W - 1, 0, 1, H, { fill: C.cardLine }),
    rect(21, 20, 34, 34, { fill: C.blue, rx: 9 }),
    `<path d="M30 31h16M38 31v15" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>`,
  ];
  MODULES.forEach((m, i) => {
    const top = 78 + i * 50;
    const lit = m.slug === current;
    if (lit) {
      parts.push(rect(16, top, 44, 44, { fill: C.blue, opacity: 0.22, rx: 11 }));
      parts.push(rect(0, top + 10, 4, 24, { fill: C.sky, rx: 2 }));
    }
    parts.push(icon(m.icon, 27, top + 11, 22, lit ? C.sky : C.faint, 2));
  });
  parts.push(avatar(38, H - 40, 18, "JM", "#7c3aed"));
  return parts.join("");
}

export type Frame = {
  slug: ModuleSlug;
  title: string;
  subtitle: string;
  /** Placeholder of the search box in the top bar; none if omitted. */
  search?: string;
  /** Label of the primary button at the top right; none if omitted. */
  action?: string;
  body: string;
  /** Extra <defs> a screen needs (clip paths, gradients). */
  defs?: string;
};

/** A whole screen: background, rail, top bar with title, and the screen's own body. */
export function appFrame(f: Frame): string {
  const actionW = f.action ? buttonWidth(f.action) : 0;
  const searchW = 290;
  const searchX = CONTENT.right - actionW - (f.action ? 14 : 0) - searchW;
  const titleRoom = (f.search ? searchX : CONTENT.right) - CONTENT.x - 24;
  const top = [
    text(CONTENT.x, 50, f.title, { size: 26, bold: true, fill: C.white, max: titleRoom }),
    text(CONTENT.x, 78, f.subtitle, { size: 15, fill: C.muted, max: titleRoom }),
  ];
  if (f.search) {
    top.push(rect(searchX, 31, searchW, 42, { fill: C.card, stroke: C.cardLine, rx: 10 }));
    top.push(icon("search", searchX + 14, 43, 18, C.faint));
    top.push(text(searchX + 42, baseline(52), f.search, { fill: C.faint, max: searchW - 56 }));
  }
  if (f.action) top.push(button(CONTENT.right, 52, f.action, { align: "end" }));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.bg}"/><stop offset="1" stop-color="${C.bgEnd}"/></linearGradient>${f.defs ?? ""}</defs>`,
    `<rect width="${W}" height="${H}" rx="16" fill="url(#bg)"/>`,
    rail(f.slug),
    top.join(""),
    f.body,
    `</svg>`,
  ].join("\n");
}
