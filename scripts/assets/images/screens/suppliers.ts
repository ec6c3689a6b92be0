/**
 * Suppliers: the wholesalers a shop buys from, compared on what matters when a job is promised:
 * lead time, minimums, price breaks and how often they deliver on time; with one supplier's
 * account open below.
 */
import {
  C,
  CONTENT,
  TONE,
  appFrame,
  bar,
  baseline,
  button,
  buttonWidth,
  card,
  line,
  pillCell,
  rect,
  table,
  text,
  inMarket,
  money,
  type ScreenMarket,
  type Cell,
  type Column,
} from "./draw.ts";
import type { SiteDomain } from "#app/core/locale/index.ts";

type Supplier = {
  name: string;
  where: string;
  initials: string;
  colour: string;
  category: string;
  lead: string;
  minimum: number;
  breaks: number;
  onTime: number;
  account: "Active" | "On hold";
};

/** Each market's suppliers, in its own country where the shop would buy. */
const SUPPLIERS: Record<SiteDomain, Supplier[]> = {
  com: [
    {
      name: "Ralawise",
      where: "Derby",
      initials: "RW",
      colour: "#6d28d9",
      category: "Blank apparel",
      lead: "Next day",
      minimum: 60,
      breaks: 4,
      onTime: 0.986,
      account: "Active",
    },
    {
      name: "BTC Activewear",
      where: "Manchester",
      initials: "BTC",
      colour: "#0e7490",
      category: "Blank apparel",
      lead: "Next day",
      minimum: 50,
      breaks: 3,
      onTime: 0.979,
      account: "Active",
    },
    {
      name: "Solent Blanks",
      where: "Southampton SO15",
      initials: "SB",
      colour: "#0f4c81",
      category: "Blank apparel",
      lead: "1–2 days",
      minimum: 0,
      breaks: 4,
      onTime: 0.962,
      account: "Active",
    },
    {
      name: "Severn Workwear",
      where: "Gloucester GL2",
      initials: "SW",
      colour: "#b91c1c",
      category: "Blank apparel",
      lead: "1–2 days",
      minimum: 120,
      breaks: 3,
      onTime: 0.948,
      account: "Active",
    },
    {
      name: "Northern Threads",
      where: "Leeds LS11",
      initials: "NT",
      colour: "#be185d",
      category: "Thread",
      lead: "2–3 days",
      minimum: 100,
      breaks: 3,
      onTime: 0.991,
      account: "Active",
    },
    {
      name: "Pennine Inks",
      where: "Halifax HX1",
      initials: "PI",
      colour: "#c2410c",
      category: "Inks and screens",
      lead: "3–5 days",
      minimum: 150,
      breaks: 2,
      onTime: 0.884,
      account: "On hold",
    },
  ],
  us: [
    {
      name: "SanMar",
      where: "Seattle, WA",
      initials: "SM",
      colour: "#0f4c81",
      category: "Blank apparel",
      lead: "Next day",
      minimum: 100,
      breaks: 5,
      onTime: 0.986,
      account: "Active",
    },
    {
      name: "S&S Activewear",
      where: "Bolingbrook, IL",
      initials: "S&S",
      colour: "#b91c1c",
      category: "Blank apparel",
      lead: "Next day",
      minimum: 0,
      breaks: 4,
      onTime: 0.979,
      account: "Active",
    },
    {
      name: "Ralawise",
      where: "Derby, UK",
      initials: "RW",
      colour: "#6d28d9",
      category: "Blank apparel",
      lead: "1–2 days",
      minimum: 75,
      breaks: 4,
      onTime: 0.962,
      account: "Active",
    },
    {
      name: "BTC Activewear",
      where: "Manchester, UK",
      initials: "BTC",
      colour: "#0e7490",
      category: "Blank apparel",
      lead: "1–2 days",
      minimum: 60,
      breaks: 3,
      onTime: 0.948,
      account: "Active",
    },
    {
      name: "Madeira USA",
      where: "Laconia, NH",
      initials: "MD",
      colour: "#be185d",
      category: "Thread",
      lead: "2–3 days",
      minimum: 150,
      breaks: 3,
      onTime: 0.991,
      account: "Active",
    },
    {
      name: "Ryonet",
      where: "Vancouver, WA",
      initials: "RY",
      colour: "#c2410c",
      category: "Inks and screens",
      lead: "3–5 days",
      minimum: 200,
      breaks: 2,
      onTime: 0.884,
      account: "On hold",
    },
  ],
};

/** The supplier whose account is open in the strip below the table. */
const SELECTED = 0;

function logoTile(x: number, mid: number, size: number, initials: string, colour: string): string {
  return (
    rect(x, mid - size / 2, size, size, { fill: colour, rx: 9 }) +
    text(x + size / 2, baseline(mid, 14), initials, { size: 14, bold: true, fill: C.white, anchor: "middle" })
  );
}

function supplierCell(s: Supplier): Cell {
  return (x, mid, w) =>
    logoTile(x, mid, 38, s.initials, s.colour) +
    text(x + 52, mid - 4, s.name, { bold: true, fill: C.white, max: w - 52 }) +
    text(x + 52, mid + 17, s.where, { size: 14, fill: C.muted, max: w - 52 });
}

/** On-time rate as a bar and a figure, amber under 95% and red under 90%. */
function onTimeCell(rate: number): Cell {
  const tone = rate >= 0.95 ? TONE.ok : rate >= 0.9 ? TONE.warn : TONE.danger;
  return (x, mid, w) =>
    bar(x, mid - 4, w - 70, rate, tone, 8) +
    text(x + w, baseline(mid), `${(rate * 100).toFixed(1)}%`, { bold: true, fill: tone, anchor: "end" });
}

/** What the selected supplier's account strip says, per market. */
const ACCOUNT: Record<SiteDomain, { cutOff: string; service: string; spend: number; onOrder: number }> = {
  com: { cutOff: "4:00 pm", service: "for next-day delivery", spend: 65800, onOrder: 4220 },
  us: { cutOff: "4:00 pm ET", service: "for next-day ground", spend: 84260, onOrder: 5412 },
};

function detail(market: ScreenMarket, x: number, y: number, w: number, h: number): string {
  const s = inMarket(market, SUPPLIERS)[SELECTED]!;
  const account = inMarket(market, ACCOUNT);
  const parts = [
    card(x, y, w, h),
    logoTile(x + 20, y + 44, 48, s.initials, s.colour),
    text(x + 84, y + 40, s.name, { size: 22, bold: true, fill: C.white }),
    text(x + 84, y + 64, "Account 418220 · rep Kelly Moore", { size: 14, fill: C.muted }),
    button(x + w - 20, y + 44, "+ New PO", { align: "end" }),
    button(x + w - 32 - buttonWidth("+ New PO"), y + 44, "Open catalogue", {
      kind: "secondary",
      align: "end",
    }),
    line(x, y + 88, x + w, y + 88),
  ];
  const facts = [
    { label: "Order cut-off", value: account.cutOff, note: account.service },
    { label: "Catalogue", value: "4,812 styles", note: "synced 6:00 am" },
    { label: "Spend this year", value: money(market, account.spend, false), note: "Tier 3 pricing" },
    { label: "Open POs", value: "3", note: `${money(market, account.onOrder, false)} on order` },
  ];
  const factW = (w - 40) / facts.length;
  facts.forEach((f, i) => {
    const fx = x + 20 + i * factW;
    parts.push(text(fx, y + 122, f.label, { size: 14, fill: C.muted, max: factW - 20 }));
    parts.push(text(fx, y + 154, f.value, { size: 22, bold: true, fill: C.white, max: factW - 20 }));
    parts.push(text(fx, y + 180, f.note, { size: 14, fill: C.soft, max: factW - 20 }));
  });
  return parts.join("");
}

export function suppliersSvg(market: ScreenMarket): string {
  const { x, y, w } = CONTENT;
  const columns: Column[] = [
    { label: "Supplier", width: 250 },
    { label: "Category", width: 170 },
    { label: "Lead time", width: 116 },
    { label: "Min. order", width: 116, align: "end" },
    { label: "Price breaks", width: 128, align: "end" },
    { label: "On time", width: 170 },
    { label: "Account", width: 110 },
  ];
  const rows = inMarket(market, SUPPLIERS).map((s) => [
    supplierCell(s),
    s.category,
    s.lead,
    s.minimum > 0 ? money(market, s.minimum, false) : "None",
    String(s.breaks),
    onTimeCell(s.onTime),
    pillCell(s.account, s.account === "Active" ? TONE.ok : TONE.warn),
  ]);
  const rowH = 58;
  const tableH = 44 + rows.length * rowH + 8;
  const detailY = y + tableH + 16;
  return appFrame({
    slug: "suppliers",
    title: "Suppliers",
    subtitle: "6 suppliers · 2 cut-offs in the next hour",
    search: "Search suppliers, styles…",
    action: "+ Add supplier",
    body: [
      card(x, y, w, tableH),
      table(x + 8, y + 2, columns, rows, { rowHeight: rowH, selected: SELECTED }),
      detail(market, x, detailY, w, CONTENT.bottom - detailY),
    ].join(""),
  });
}
