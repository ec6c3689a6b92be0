/**
 * Customer Database: one account as the office sees it when the club rings, so anyone can answer:
 * who the contacts are, what the club is worth, what it ordered before and which logos it uses.
 */
import {
  C,
  CONTENT,
  TONE,
  appFrame,
  avatar,
  card,
  line,
  pill,
  pillCell,
  pillWidth,
  rect,
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
import { mark } from "./marks.ts";

const CUSTOMER = {
  name: "Harbour FC",
  /** Where the club is: a town in the market's own country. */
  place: { com: "Portishead, Bristol BS20", us: "Seattle, WA" } satisfies Record<SiteDomain, string>,
  tags: ["Sports club", "Net 30", "Reorders each season"],
  lifetime: { com: 38150, us: 48920 } satisfies Record<SiteDomain, number>,
  orders: 37,
  average: { com: 1030, us: 1322 } satisfies Record<SiteDomain, number>,
};
const statsOf = (market: ScreenMarket) => [
  { label: "Lifetime value", value: money(market, inMarket(market, CUSTOMER.lifetime), false) },
  { label: "Orders", value: String(CUSTOMER.orders) },
  { label: "Average order", value: money(market, inMarket(market, CUSTOMER.average), false) },
];

type Status = "Proof sent" | "In production" | "Delivered";
const STATUS_TONE: Record<Status, string> = {
  "Proof sent": TONE.proof,
  "In production": TONE.ok,
  Delivered: TONE.idle,
};

const HISTORY: {
  no: string;
  date: string;
  items: string;
  detail: string;
  total: Record<SiteDomain, number>;
  status: Status;
}[] = [
  {
    no: "#10502",
    date: "Oct 13",
    items: "48 polos",
    detail: "Crest, left chest",
    total: { com: 995, us: 1284 },
    status: "Proof sent",
  },
  {
    no: "#10483",
    date: "Oct 6",
    items: "180 tees",
    detail: "1-colour print",
    total: { com: 1260, us: 1620 },
    status: "In production",
  },
  {
    no: "#10344",
    date: "Aug 22",
    items: "40 softshells",
    detail: "Crest and back name",
    total: { com: 1840, us: 2360 },
    status: "Delivered",
  },
  {
    no: "#10212",
    date: "Jun 30",
    items: "60 training tops",
    detail: "Crest, left chest",
    total: { com: 1100, us: 1410 },
    status: "Delivered",
  },
  {
    no: "#10097",
    date: "Mar 14",
    items: "48 polos",
    detail: "Crest, left chest",
    total: { com: 940, us: 1206 },
    status: "Delivered",
  },
  {
    no: "#9981",
    date: "Jan 9",
    items: "24 caps",
    detail: "Crest, front",
    total: { com: 245, us: 312 },
    status: "Delivered",
  },
];

const CONTACTS = [
  {
    name: "Sam Patel",
    role: "Kit secretary",
    email: "sam@harbourfc.org",
    tag: "Approves proofs",
    colour: "#1e3a8a",
  },
  {
    name: "Lena Ortiz",
    role: "Treasurer",
    email: "accounts@harbourfc.org",
    tag: "Invoices",
    colour: "#0f766e",
  },
  {
    name: "Marcus Hill",
    role: "Youth coach",
    email: "marcus@harbourfc.org",
    tag: "Orders",
    colour: "#9333ea",
  },
];

/** The club's logos: the full crest, a one-colour version for print and the academy's. */
const SAVED_LOGOS = [
  { name: "Club crest 2025", colours: undefined },
  { name: "Crest, 1 colour", colours: ["#0b1220", "#f8fafc", "#f8fafc"] },
  { name: "Academy crest", colours: ["#166534", "#facc15", "#f8fafc"] },
];

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

function header(market: ScreenMarket, x: number, y: number, w: number, h: number): string {
  const parts = [
    card(x, y, w, h),
    rect(x + 20, y + 20, 84, 84, { fill: C.well, rx: 14 }),
    mark(CUSTOMER.name, x + 30, y + 30, 64),
    text(x + 124, y + 46, CUSTOMER.name, { size: 24, bold: true, fill: C.white }),
    text(x + 124, y + 72, `Sports club · ${inMarket(market, CUSTOMER.place)} · customer since 2019`, {
      size: 14,
      fill: C.muted,
    }),
  ];
  let tagX = x + 124;
  for (const tag of CUSTOMER.tags) {
    parts.push(pill(tagX, y + 100, tag, C.sky));
    tagX += pillWidth(tag) + 8;
  }
  // Headline numbers, right-aligned in equal columns.
  const statW = 150;
  const stats = statsOf(market);
  stats.forEach((s, i) => {
    const right = x + w - 24 - (stats.length - 1 - i) * statW;
    parts.push(text(right, y + 50, s.label, { size: 14, fill: C.muted, anchor: "end" }));
    parts.push(text(right, y + 84, s.value, { size: 26, bold: true, fill: C.white, anchor: "end" }));
  });
  return parts.join("");
}

function history(market: ScreenMarket, x: number, y: number, w: number, h: number): string {
  const columns: Column[] = [
    { label: "Order", width: 96 },
    { label: "Date", width: 86 },
    { label: "Items", width: w - 16 - 96 - 86 - 100 - 152 },
    { label: "Total", width: 100, align: "end" },
    { label: "Status", width: 152 },
  ];
  const rows = HISTORY.map((o) => [
    o.no,
    dayIn(market, o.date),
    twoLine(o.items, o.detail, C.text),
    money(market, inMarket(market, o.total), false),
    pillCell(o.status, STATUS_TONE[o.status]),
  ]);
  return (
    card(x, y, w, h, "Order history", "37 orders") +
    table(x + 8, y + 52, columns, rows, { rowHeight: 58, firstBold: true })
  );
}

function contacts(x: number, y: number, w: number, h: number): string {
  const parts = [card(x, y, w, h, "Contacts")];
  CONTACTS.forEach((c, i) => {
    const mid = y + 88 + i * 68;
    parts.push(avatar(x + 40, mid, 19, initials(c.name), c.colour));
    parts.push(text(x + 70, mid - 4, `${c.name} · ${c.role}`, { bold: true, fill: C.white, max: w - 90 }));
    parts.push(text(x + 70, mid + 18, c.email, { size: 14, fill: C.muted, max: w - 90 }));
    if (i < CONTACTS.length - 1) parts.push(line(x + 20, mid + 34, x + w - 20, mid + 34));
  });
  return parts.join("");
}

function savedLogos(x: number, y: number, w: number, h: number): string {
  const parts = [card(x, y, w, h, "Saved logos", "3")];
  const tileW = (w - 40 - 2 * 12) / 3;
  SAVED_LOGOS.forEach((logo, i) => {
    const tx = x + 20 + i * (tileW + 12);
    parts.push(rect(tx, y + 52, tileW, 84, { fill: C.well, rx: 10 }));
    parts.push(mark(CUSTOMER.name, tx + tileW / 2 - 32, y + 62, 64, logo.colours));
    parts.push(
      text(tx + tileW / 2, y + 160, logo.name, { size: 14, fill: C.soft, anchor: "middle", max: tileW }),
    );
  });
  return parts.join("");
}

export function customerDatabaseSvg(market: ScreenMarket): string {
  const { x, y, w } = CONTENT;
  const headerH = 124;
  const lowerY = y + headerH + 16;
  const lowerH = CONTENT.bottom - lowerY;
  const sideW = 400;
  const mainW = w - sideW - 16;
  const contactsH = 270;
  return appFrame({
    slug: "customer-database",
    title: "Customer Database",
    subtitle: "1,284 customers · 212 ordered this year",
    search: "Search customers, contacts…",
    action: "+ New customer",
    body: [
      header(market, x, y, w, headerH),
      history(market, x, lowerY, mainW, lowerH),
      contacts(x + mainW + 16, lowerY, sideW, contactsH),
      savedLogos(x + mainW + 16, lowerY + contactsH + 16, sideW, lowerH - contactsH - 16),
    ].join(""),
  });
}
