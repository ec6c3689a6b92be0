/**
 * Purchase Orders: one PO to SanMar as the buyer sent it, raised from the shortages of three
 * orders, with sizes broken out per line the way the supplier picks them and the totals below.
 */
import {
  C,
  CONTENT,
  TONE,
  appFrame,
  baseline,
  button,
  card,
  line,
  pill,
  rect,
  swatch,
  table,
  text,
  textWidth,
  twoLine,
  inMarket,
  money,
  type ScreenMarket,
  type Cell,
  type Column,
} from "./draw.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";

const PO_SIZES = ["S", "M", "L", "XL", "2XL"] as const;

const PO = {
  no: "PO-3318",
  status: "Sent",
  /** The supplier, where the goods go, and when, as each market writes them. */
  where: {
    com: {
      supplier: { name: "Ralawise", detail: "Account 418220 · Derby" },
      shipTo: { name: "Stitchworks, Unit 4", detail: "4 Mill Lane, Leicester LE3 9AB" },
      sent: "15 Oct, 3:05 pm",
      expected: "17 Oct, next-day delivery",
    },
    us: {
      supplier: { name: "SanMar", detail: "Account 418220 · Seattle, WA" },
      shipTo: { name: "Stitchworks, Dock B", detail: "4 Mill Lane, Portland, OR" },
      sent: "Oct 15, 3:05 pm",
      expected: "Oct 17, next-day ground",
    },
  } satisfies Record<SiteDomain, unknown>,
  orders: ["#10481", "#10499", "#10501"],
  shipping: { com: 29.5, us: 38.5 } satisfies Record<SiteDomain, number>,
  lines: [
    {
      style: "Gildan 5000",
      name: "Heavy Cotton tee",
      colour: "Black",
      hex: "#111827",
      sizes: [24, 48, 48, 24, 12],
      unit: { com: 2.2, us: 2.86 },
    },
    {
      style: "Gildan 5000",
      name: "Heavy Cotton tee",
      colour: "Sport Grey",
      hex: "#9ca3af",
      sizes: [12, 24, 24, 12, 6],
      unit: { com: 2.2, us: 2.86 },
    },
    {
      style: "Gildan 18500",
      name: "Hooded sweatshirt",
      colour: "Maroon",
      hex: "#7f1d1d",
      sizes: [10, 20, 20, 20, 10],
      unit: { com: 8.1, us: 10.42 },
    },
    {
      style: "Port Authority K500",
      name: "Silk Touch polo",
      colour: "Navy",
      hex: "#1e3a5f",
      sizes: [6, 18, 18, 12, 6],
      unit: { com: 7.75, us: 9.98 },
    },
  ],
};

const lineQty = (l: (typeof PO.lines)[number]) => l.sizes.reduce((sum, n) => sum + n, 0);
const lineTotal = (market: ScreenMarket, l: (typeof PO.lines)[number]) =>
  lineQty(l) * inMarket(market, l.unit);

function colourCell(colour: string, hex: string): Cell {
  return (x, mid, w) => swatch(x + 10, mid, 10, hex) + text(x + 28, baseline(mid), colour, { max: w - 28 });
}

/** A labelled block of the PO header: small heading, bold first line, muted second. */
function block(x: number, y: number, w: number, label: string, first: string, second: string): string {
  return [
    text(x, y, label, { size: 14, bold: true, fill: C.muted }),
    text(x, y + 28, first, { bold: true, fill: C.white, max: w }),
    text(x, y + 52, second, { size: 14, fill: C.soft, max: w }),
  ].join("");
}

export function purchaseOrdersSvg(market: ScreenMarket): string {
  const where = inMarket(market, PO.where);
  const { x, y, w, h } = CONTENT;
  const right = x + w - 24;
  const parts = [card(x, y, w, h)];
  parts.push(text(x + 24, y + 44, PO.no, { size: 26, bold: true, fill: C.white }));
  parts.push(pill(x + 36 + textWidth(PO.no, 26, true), y + 35, PO.status, TONE.info));
  parts.push(button(right, y + 36, "Receive delivery", { align: "end" }));
  const pdfRight = right - textWidth("Receive delivery", 15, true) - 36 - 12;
  parts.push(button(pdfRight, y + 36, "Download PDF", { kind: "secondary", align: "end" }));

  const blockW = (w - 48 - 3 * 24) / 4;
  const blockY = y + 96;
  const col = (i: number) => x + 24 + i * (blockW + 24);
  parts.push(block(col(0), blockY, blockW, "Supplier", where.supplier.name, where.supplier.detail));
  parts.push(block(col(1), blockY, blockW, "Ship to", where.shipTo.name, where.shipTo.detail));
  parts.push(block(col(2), blockY, blockW, "Expected", where.expected, `Sent ${where.sent}`));
  parts.push(text(col(3), blockY, "For orders", { size: 14, bold: true, fill: C.muted }));
  let chipX = col(3);
  for (const order of PO.orders) {
    const chipW = textWidth(order, 14, true) + 14;
    if (chipX + chipW > col(3) + blockW) throw new Error(`Order chips overflow at ${order}`);
    parts.push(rect(chipX, blockY + 14, chipW, 28, { fill: C.blue, opacity: 0.18, rx: 8 }));
    parts.push(
      text(chipX + chipW / 2, baseline(blockY + 28, 14), order, {
        size: 14,
        bold: true,
        fill: C.sky,
        anchor: "middle",
      }),
    );
    chipX += chipW + 6;
  }
  parts.push(line(x, blockY + 78, x + w, blockY + 78));

  const columns: Column[] = [
    { label: "Style", width: 250 },
    { label: "Colour", width: 150 },
    ...PO_SIZES.map((s): Column => ({ label: s, width: 64, align: "middle" })),
    { label: "Qty", width: 80, align: "end" },
    { label: "Unit cost", width: 110, align: "end" },
    { label: "Line total", width: 130, align: "end" },
  ];
  const rows = PO.lines.map((l) => [
    twoLine(l.style, l.name),
    colourCell(l.colour, l.hex),
    ...l.sizes.map(String),
    String(lineQty(l)),
    money(market, inMarket(market, l.unit)),
    (cx: number, mid: number, cw: number) =>
      text(cx + cw, baseline(mid), money(market, lineTotal(market, l)), {
        bold: true,
        fill: C.white,
        anchor: "end",
      }),
  ]);
  const tableY = blockY + 86;
  parts.push(table(x + 12, tableY, columns, rows, { rowHeight: 60 }));
  parts.push(line(x, tableY + 40 + rows.length * 60, x + w, tableY + 40 + rows.length * 60));

  const subtotal = PO.lines.reduce((sum, l) => sum + lineTotal(market, l), 0);
  const totals: [string, string][] = [
    ["Subtotal", money(market, subtotal)],
    ["Shipping", money(market, inMarket(market, PO.shipping))],
  ];
  const totalsX = x + w - 340;
  let ty = tableY + 40 + rows.length * 60 + 40;
  for (const [label, value] of totals) {
    parts.push(text(totalsX, ty, label, { fill: C.muted }));
    parts.push(text(right, ty, value, { anchor: "end" }));
    ty += 32;
  }
  parts.push(line(totalsX, ty - 14, right, ty - 14, C.dim));
  parts.push(text(totalsX, ty + 16, "Total", { size: 18, bold: true, fill: C.white }));
  parts.push(
    text(right, ty + 16, money(market, subtotal + inMarket(market, PO.shipping)), {
      size: 22,
      bold: true,
      fill: C.white,
      anchor: "end",
    }),
  );

  const noteY = tableY + 40 + rows.length * 60 + 40;
  const units = PO.lines.reduce((sum, l) => sum + lineQty(l), 0);
  parts.push(text(x + 24, noteY, "Note to supplier", { size: 14, bold: true, fill: C.muted }));
  parts.push(text(x + 24, noteY + 26, "Please ship complete: jobs start Friday.", { max: totalsX - x - 48 }));
  parts.push(
    text(x + 24, noteY + 62, `${units} garments · emailed to ${where.supplier.name}`, {
      size: 14,
      fill: C.muted,
    }),
  );

  return appFrame({
    slug: "purchase-orders",
    title: "Purchase Orders",
    subtitle: `${where.supplier.name} · raised from shortages on 3 orders`,
    search: "Search POs, suppliers…",
    action: "+ New PO",
    body: parts.join(""),
  });
}
