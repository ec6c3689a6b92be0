/**
 * Sales & Orders: the order list a sales desk works from, filtered by status, with the selected
 * job's quote open beside it, showing the price breaks that make a bigger run cheaper per piece.
 */
import {
  C,
  CONTENT,
  TONE,
  appFrame,
  button,
  card,
  line,
  pill,
  pillCell,
  tabs,
  table,
  text,
  twoLine,
  dayIn,
  inMarket,
  money,
  type ScreenMarket,
  type Column,
} from "./draw.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";

type Status = "Quoted" | "Proof sent" | "Deposit due" | "In production" | "Ready to ship";
const STATUS_TONE: Record<Status, string> = {
  Quoted: TONE.info,
  "Proof sent": TONE.proof,
  "Deposit due": TONE.warn,
  "In production": TONE.ok,
  "Ready to ship": TONE.art,
};

const ORDERS: {
  no: string;
  customer: string;
  items: string;
  decoration: string;
  due: string;
  total: Record<SiteDomain, number>;
  status: Status;
}[] = [
  {
    no: "#10502",
    customer: "Harbour FC",
    items: "48 polos · left chest",
    decoration: "Embroidery",
    due: "Oct 17",
    total: { com: 995, us: 1284 },
    status: "Proof sent",
  },
  {
    no: "#10501",
    customer: "Summit Run 10K",
    items: "250 tees · 2 sides",
    decoration: "Screen print",
    due: "Oct 18",
    total: { com: 2280, us: 2940 },
    status: "In production",
  },
  {
    no: "#10499",
    customer: "Northgate Dental",
    items: "36 softshells · chest",
    decoration: "Embroidery",
    due: "Oct 16",
    total: { com: 1705, us: 2196 },
    status: "In production",
  },
  {
    no: "#10497",
    customer: "Riverside School",
    items: "144 hoodies · crest",
    decoration: "Embroidery",
    due: "Oct 24",
    total: { com: 2863, us: 3958 },
    status: "Quoted",
  },
  {
    no: "#10495",
    customer: "Brew Lab",
    items: "300 totes · 1 colour",
    decoration: "Screen print",
    due: "Oct 21",
    total: { com: 1210, us: 1560 },
    status: "Quoted",
  },
  {
    no: "#10493",
    customer: "Kestrel Logistics",
    items: "60 hi-vis vests",
    decoration: "DTF",
    due: "Oct 16",
    total: { com: 1070, us: 1380 },
    status: "Ready to ship",
  },
  {
    no: "#10490",
    customer: "Lumen Studio",
    items: "24 tees · full back",
    decoration: "DTG",
    due: "Oct 16",
    total: { com: 520, us: 672 },
    status: "In production",
  },
  {
    no: "#10488",
    customer: "Alder & Co",
    items: "72 caps · front",
    decoration: "Embroidery",
    due: "Oct 23",
    total: { com: 1200, us: 1548 },
    status: "Proof sent",
  },
  {
    no: "#10485",
    customer: "City Marathon",
    items: "800 tees · 2 colours",
    decoration: "Screen print",
    due: "Oct 30",
    total: { com: 4960, us: 6400 },
    status: "Deposit due",
  },
];

/** The order whose quote is open (Riverside School). */
const SELECTED = 3;

const TABS = [
  { label: "All", count: 46 },
  { label: "Quoted", count: 9 },
  { label: "Proof sent", count: 6 },
  { label: "In production", count: 18 },
  { label: "Ready", count: 7 },
];

/** Decorated hoodie, Gildan 18500 with a left-chest crest: the unit price falls as quantity rises. */
const PRICE_BREAKS: Record<SiteDomain, { qty: number; unit: number }[]> = {
  com: [
    { qty: 24, unit: 22.5 },
    { qty: 48, unit: 19.95 },
    { qty: 144, unit: 17.6 },
    { qty: 288, unit: 16.3 },
  ],
  us: [
    { qty: 24, unit: 31.5 },
    { qty: 48, unit: 27.9 },
    { qty: 144, unit: 24.6 },
    { qty: 288, unit: 22.8 },
  ],
};
const QUOTED_QTY = 144;
/** The quote's other lines: a back print per piece, then one-off setups. */
const EXTRAS: Record<SiteDomain, { backPrint: number; digitizing: number; screen: number }> = {
  com: { backPrint: 1.9, digitizing: 35, screen: 20 },
  us: { backPrint: 2.4, digitizing: 45, screen: 25 },
};
const DUE_THIS_WEEK: Record<SiteDomain, number> = { com: 29780, us: 38420 };

function quoteLines(market: ScreenMarket) {
  const quoted = inMarket(market, PRICE_BREAKS).find((b) => b.qty === QUOTED_QTY)!;
  const extras = inMarket(market, EXTRAS);
  return [
    { label: `${QUOTED_QTY} hoodies, chest crest`, amount: QUOTED_QTY * quoted.unit },
    { label: "Back print, 1 colour", amount: QUOTED_QTY * extras.backPrint },
    { label: "Digitizing setup", amount: extras.digitizing },
    { label: "Screen setup", amount: extras.screen },
  ];
}

function orderList(market: ScreenMarket, x: number, y: number, w: number, h: number): string {
  const columns: Column[] = [
    { label: "Order", width: 90 },
    { label: "Customer", width: 178 },
    { label: "Decoration", width: 116 },
    { label: "Due", width: 74 },
    { label: "Total", width: 84, align: "end" },
    { label: "Status", width: 150 },
  ];
  const rows = ORDERS.map((o) => [
    o.no,
    twoLine(o.customer, o.items),
    o.decoration,
    dayIn(market, o.due),
    money(market, inMarket(market, o.total), false),
    pillCell(o.status, STATUS_TONE[o.status]),
  ]);
  return [
    card(x, y, w, h),
    tabs(
      x + 24,
      y + 36,
      TABS.map((t) => `${t.label} ${t.count}`),
      0,
    ),
    line(x, y + 56, x + w, y + 56),
    table(x + 8, y + 60, columns, rows, { rowHeight: 56, selected: SELECTED, firstBold: true }),
  ].join("");
}

function quotePanel(market: ScreenMarket, x: number, y: number, w: number, h: number): string {
  const order = ORDERS[SELECTED];
  const breaks = inMarket(market, PRICE_BREAKS);
  const quoted = breaks.find((b) => b.qty === QUOTED_QTY)!;
  const lines = quoteLines(market);
  const inner = w - 40;
  const parts = [
    card(x, y, w, h),
    text(x + 20, y + 36, `Quote for ${order.no}`, { size: 20, bold: true, fill: C.white }),
    pill(x + w - 20, y + 30, "Draft", TONE.idle, { align: "end" }),
    text(x + 20, y + 68, order.customer, { bold: true, fill: C.white, max: inner }),
    text(x + 20, y + 90, "Gildan 18500 hoodie · Navy", { size: 14, fill: C.muted, max: inner }),
    text(x + 20, y + 126, "Price per hoodie, decorated", { size: 14, bold: true, fill: C.muted }),
  ];
  const breakRows = breaks.map((b) => {
    const saving = 1 - b.unit / breaks[0]!.unit;
    return [`${b.qty}+`, money(market, b.unit), saving > 0 ? `−${Math.round(saving * 100)}%` : "—"];
  });
  parts.push(
    table(
      x + 12,
      y + 134,
      [
        { label: "Quantity", width: 110 },
        { label: "Unit price", width: 112, align: "end" },
        { label: "Saving", width: w - 24 - 222, align: "end" },
      ],
      breakRows,
      { rowHeight: 38, headerHeight: 36, selected: breaks.indexOf(quoted), firstBold: true },
    ),
  );
  let lineY = y + 360;
  for (const l of lines) {
    parts.push(text(x + 20, lineY, l.label, { max: inner - 100 }));
    parts.push(text(x + w - 20, lineY, money(market, l.amount), { anchor: "end", fill: C.soft }));
    lineY += 32;
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  parts.push(line(x + 20, lineY - 12, x + w - 20, lineY - 12, C.dim));
  parts.push(text(x + 20, lineY + 22, "Total", { size: 18, bold: true, fill: C.white }));
  parts.push(
    text(x + w - 20, lineY + 22, money(market, total), {
      size: 22,
      bold: true,
      fill: C.white,
      anchor: "end",
    }),
  );
  parts.push(
    text(x + 20, lineY + 48, `${money(market, total / QUOTED_QTY)} per hoodie all-in`, {
      size: 14,
      fill: C.muted,
    }),
  );
  const buttonW = (w - 52) / 2;
  parts.push(button(x + 20, y + h - 40, "Send quote", { w: buttonW }));
  parts.push(button(x + w - 20, y + h - 40, "Convert", { kind: "secondary", w: buttonW, align: "end" }));
  return parts.join("");
}

export function salesOrdersSvg(market: ScreenMarket): string {
  const quoteW = 352;
  const listW = CONTENT.w - quoteW - 16;
  return appFrame({
    slug: "sales-orders",
    title: "Sales & Orders",
    subtitle: `46 open orders · ${money(market, inMarket(market, DUE_THIS_WEEK), false)} due this week`,
    search: "Search orders, customers…",
    action: "+ New quote",
    body:
      orderList(market, CONTENT.x, CONTENT.y, listW, CONTENT.h) +
      quotePanel(market, CONTENT.x + listW + 16, CONTENT.y, quoteW, CONTENT.h),
  });
}
