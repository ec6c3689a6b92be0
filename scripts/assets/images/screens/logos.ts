/**
 * Logos: the artwork library, one card per logo with its stitch count or inks and the colours it
 * runs in, and the proof of the selected logo waiting for the customer's approval.
 */
import { C, CONTENT, TONE, appFrame, button, card, chips, pill, rect, swatch, text } from "./draw.ts";
import { BRAND, mark } from "./marks.ts";
import { proofSheet, type Proof } from "./proof.ts";

type Status = "Approved" | "Awaiting approval";

const LOGOS: {
  name: string;
  customer: string;
  method: string;
  detail: string;
  status: Status;
}[] = [
  {
    name: "Club crest 2025",
    customer: "Harbour FC",
    method: "Embroidery",
    detail: "8,420 st",
    status: "Awaiting approval",
  },
  {
    name: "Smile mark",
    customer: "Northgate Dental",
    method: "Embroidery",
    detail: "5,910 st",
    status: "Approved",
  },
  {
    name: "School crest",
    customer: "Riverside School",
    method: "Embroidery",
    detail: "11,260 st",
    status: "Approved",
  },
  {
    name: "Wing, back",
    customer: "Kestrel Logistics",
    method: "DTF",
    detail: "2 colours",
    status: "Approved",
  },
  {
    name: "Race 2025",
    customer: "Summit Run 10K",
    method: "Screen print",
    detail: "3 inks",
    status: "Approved",
  },
  {
    name: "Flask logo",
    customer: "Brew Lab",
    method: "Screen print",
    detail: "3 inks",
    status: "Approved",
  },
];

/** The logo whose proof is open. */
const SELECTED = 0;

export const PROOF: Proof & { version: string; sent: string; to: string; order: string } = {
  customer: "Harbour FC",
  kind: "polo",
  colour: "#1e3a5f",
  logoUnits: 34,
  size: "3.5 in",
  view: "Front · left chest",
  version: "v3",
  sent: "Oct 14, 9:42 am",
  to: "Sam Patel",
  order: "#10502",
};

function logoCard(x: number, y: number, w: number, h: number, i: number): string {
  const logo = LOGOS[i];
  const brand = BRAND[logo.customer];
  const room = w - 36;
  const parts = [
    rect(x, y, w, h, {
      fill: C.card,
      stroke: i === SELECTED ? C.sky : C.cardLine,
      strokeWidth: i === SELECTED ? 2 : 1,
      rx: 14,
    }),
    rect(x + 10, y + 10, w - 20, 118, { fill: C.well, rx: 10 }),
    mark(logo.customer, x + w / 2 - 44, y + 25, 88),
    text(x + 18, y + 158, logo.name, { size: 16, bold: true, fill: C.white, max: room }),
    text(x + 18, y + 180, logo.customer, { size: 14, fill: C.muted, max: room }),
    text(x + 18, y + 210, `${logo.method} · ${logo.detail}`, { fill: C.soft, max: room }),
  ];
  brand.colours.forEach((c, j) => parts.push(swatch(x + 30 + j * 28, y + 242, 10, c.hex)));
  const tone = logo.status === "Approved" ? TONE.ok : TONE.proof;
  const label = logo.status === "Approved" ? "Approved" : "Proof out";
  parts.push(pill(x + w - 14, y + 242, label, tone, { align: "end" }));
  return parts.join("");
}

function library(x: number, y: number, w: number): string {
  const filters = chips(x, y + 18, ["All 214", "Embroidery 138", "Print 61", "DTF 15"], 0);
  const gridTop = y + 52;
  const cols = 3;
  const gap = 16;
  const cardW = (w - gap * (cols - 1)) / cols;
  const cardH = (CONTENT.bottom - gridTop - gap) / 2;
  const cards = LOGOS.map((_, i) =>
    logoCard(x + (i % cols) * (cardW + gap), gridTop + Math.floor(i / cols) * (cardH + gap), cardW, cardH, i),
  );
  return filters.svg + cards.join("");
}

function proofPanel(x: number, y: number, w: number, h: number): string {
  const logo = LOGOS[SELECTED];
  const details: [string, string][] = [
    ["Placement", "Left chest, 3.5 in wide"],
    ["Threads", BRAND[PROOF.customer].colours.map((c) => c.name.split(" ")[0]).join(", ")],
    ["Sent", `${PROOF.sent} to ${PROOF.to}`],
    ["Order", `${PROOF.order} · 48 polos`],
  ];
  const parts = [
    card(x, y, w, h),
    text(x + 20, y + 36, `${logo.name} · ${PROOF.version}`, { size: 20, bold: true, fill: C.white }),
    pill(x + 20, y + 66, "Awaiting approval", TONE.proof),
    text(x + w - 20, y + 71, PROOF.customer, { size: 14, fill: C.muted, anchor: "end" }),
    proofSheet(x + 20, y + 92, w - 40, 300, PROOF),
  ];
  details.forEach(([label, value], i) => {
    const rowY = y + 428 + i * 34;
    parts.push(text(x + 20, rowY, label, { size: 14, fill: C.muted }));
    parts.push(text(x + 112, rowY, value, { fill: C.text, max: w - 132 }));
  });
  const buttonW = (w - 52) / 2;
  parts.push(button(x + 20, y + h - 40, "Resend proof", { kind: "secondary", w: buttonW }));
  parts.push(button(x + w - 20, y + h - 40, "Mark approved", { w: buttonW, align: "end" }));
  return parts.join("");
}

export function logosSvg(): string {
  const panelW = 380;
  const libraryW = CONTENT.w - panelW - 16;
  return appFrame({
    slug: "logos",
    title: "Logos",
    subtitle: "214 logos for 96 customers · 3 proofs out",
    search: "Search logos, customers…",
    action: "+ Upload logo",
    body:
      library(CONTENT.x, CONTENT.y, libraryW) +
      proofPanel(CONTENT.x + libraryW + 16, CONTENT.y, panelW, CONTENT.h),
  });
}
