/**
 * Base Garments: the catalogue of blanks a quote starts from, one card per style with its
 * silhouette, brand and style code, the colours it comes in, its size range and what it costs.
 */
import {
  C,
  CONTENT,
  appFrame,
  baseline,
  chips,
  rect,
  swatch,
  text,
  textWidth,
  inMarket,
  money,
  type ScreenMarket,
} from "./draw.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";
import { garment, GARMENT_BOX, type GarmentKind } from "./garments.ts";

const GARMENTS: {
  style: string;
  name: string;
  kind: GarmentKind;
  /** The colour the card shows, first of `colours`. */
  colours: string[];
  more: number;
  sizes: string;
  cost: Record<SiteDomain, number>;
}[] = [
  {
    style: "Gildan 5000",
    name: "Heavy Cotton tee",
    kind: "tee",
    colours: ["#9ca3af", "#111827", "#f8fafc", "#1e3a5f", "#b91c1c"],
    more: 58,
    sizes: "S–5XL",
    cost: { com: 2.2, us: 2.86 },
  },
  {
    style: "FOTL 63-218",
    name: "65/35 pique polo",
    kind: "polo",
    colours: ["#f8fafc", "#1e3a5f", "#111827", "#14532d", "#b91c1c"],
    more: 14,
    sizes: "S–3XL",
    cost: { com: 4.75, us: 6.12 },
  },
  {
    style: "Gildan 18500",
    name: "Heavy Blend hoodie",
    kind: "hoodie",
    colours: ["#991b1b", "#111827", "#9ca3af", "#1e3a5f", "#14532d"],
    more: 40,
    sizes: "S–5XL",
    cost: { com: 8.1, us: 10.42 },
  },
  {
    style: "Result R231M",
    name: "3-layer softshell",
    kind: "softshell",
    colours: ["#1d4ed8", "#111827", "#1e3a5f", "#b91c1c"],
    more: 6,
    sizes: "XS–3XL",
    cost: { com: 19.4, us: 24.9 },
  },
  {
    style: "Yupoong 6089",
    name: "Classic snapback cap",
    kind: "cap",
    colours: ["#e5e7eb", "#111827", "#1e3a5f", "#b91c1c"],
    more: 22,
    sizes: "One size",
    cost: { com: 3.4, us: 4.35 },
  },
  {
    style: "Gildan 18000",
    name: "Crewneck sweatshirt",
    kind: "sweatshirt",
    colours: ["#15803d", "#111827", "#9ca3af", "#1e3a5f"],
    more: 30,
    sizes: "S–5XL",
    cost: { com: 5.95, us: 7.64 },
  },
  {
    style: "Yoko HVW100",
    name: "Hi-vis vest",
    kind: "vest",
    colours: ["#facc15", "#f97316"],
    more: 0,
    sizes: "S–4XL",
    cost: { com: 2.3, us: 2.95 },
  },
  {
    style: "Westford Mill W101",
    name: "Cotton tote bag",
    kind: "tote",
    colours: ["#fef3c7", "#111827", "#1e3a5f", "#b91c1c"],
    more: 12,
    sizes: "One size",
    cost: { com: 1.15, us: 1.48 },
  },
];

function garmentCard(
  market: ScreenMarket,
  x: number,
  y: number,
  w: number,
  h: number,
  g: (typeof GARMENTS)[number],
): string {
  const well = 136;
  const gw = ((well - 16) * GARMENT_BOX.w) / GARMENT_BOX.h;
  const parts = [
    rect(x, y, w, h, { fill: C.card, stroke: C.cardLine, rx: 14 }),
    rect(x + 10, y + 10, w - 20, well, { fill: C.well, rx: 10 }),
    garment(g.kind, x + (w - gw) / 2, y + 18, gw, g.colours[0]),
    text(x + 18, y + well + 38, g.style, { size: 16, bold: true, fill: C.white, max: w - 36 }),
    text(x + 18, y + well + 60, g.name, { size: 14, fill: C.muted, max: w - 36 }),
  ];
  const swatchY = y + well + 88;
  g.colours.forEach((c, i) => parts.push(swatch(x + 28 + i * 26, swatchY, 9, c)));
  if (g.more > 0)
    parts.push(
      text(x + 28 + g.colours.length * 26 - 6, baseline(swatchY, 14), `+${g.more}`, {
        size: 14,
        fill: C.muted,
      }),
    );
  const bottom = y + h - 20;
  const cost = money(market, inMarket(market, g.cost));
  parts.push(text(x + 18, bottom, g.sizes, { fill: C.soft }));
  parts.push(text(x + w - 18, bottom, cost, { size: 17, bold: true, fill: C.white, anchor: "end" }));
  parts.push(
    text(x + w - 24 - textWidth(cost, 17, true), bottom, "cost", { size: 14, fill: C.faint, anchor: "end" }),
  );
  return parts.join("");
}

export function baseGarmentsSvg(market: ScreenMarket): string {
  const { x, y, w } = CONTENT;
  const filters = chips(x, y + 18, ["All 312", "Tees", "Polos", "Hoodies", "Jackets", "Caps", "Bags"], 0);
  const gridY = y + 52;
  const cols = 4;
  const gap = 16;
  const cardW = (w - gap * (cols - 1)) / cols;
  const cardH = (CONTENT.bottom - gridY - gap) / 2;
  const cards = GARMENTS.map((g, i) =>
    garmentCard(
      market,
      x + (i % cols) * (cardW + gap),
      gridY + Math.floor(i / cols) * (cardH + gap),
      cardW,
      cardH,
      g,
    ),
  );
  return appFrame({
    slug: "base-garments",
    title: "Base Garments",
    subtitle: "312 styles from 4 suppliers · costs synced 6:00 am",
    search: "Search style, brand, code…",
    action: "+ Add garment",
    body: filters.svg + cards.join(""),
  });
}
