/**
 * Customer Portal: what Harbour FC's buyer sees when a proof arrives, previewed from inside
 * Tracker. The app frame stays dark; the portal itself is light and carries the shop's own brand,
 * because it is customer-facing: the proof, the job it belongs to, approve or ask for changes,
 * and the conversation with the shop.
 */
import {
  CONTENT,
  appFrame,
  avatar,
  baseline,
  button,
  circle,
  line,
  pill,
  rect,
  swatch,
  text,
  textWidth,
} from "./draw.ts";
import { BRAND } from "./marks.ts";
import { proofSheet } from "./proof.ts";
import { PROOF } from "./logos.ts";

/** The portal's light palette: slate on white, the same blue. */
const L = {
  page: "#f1f5f9",
  card: "#ffffff",
  line: "#e2e8f0",
  ink: "#0f172a",
  body: "#334155",
  muted: "#64748b",
  brand: "#0f766e",
  blue: "#2563eb",
  pink: "#be185d",
} as const;

const JOB: [string, string][] = [
  ["Garment", "FOTL 63-218 polo, Navy"],
  ["Decoration", "Embroidery, left chest"],
  ["Size", "3.5 in wide · 8,420 stitches"],
  ["Sizes", "S 8 · M 16 · L 14 · XL 10"],
  ["Delivery", "Friday, October 24"],
];

const COMMENTS = [
  {
    who: "Jess at Stitchworks",
    initials: "JR",
    colour: L.brand,
    when: "Oct 14, 9:42 am",
    body: "Here is v3, with the gold outline a little thicker.",
  },
  {
    who: "Sam Patel",
    initials: "SP",
    colour: "#1e3a8a",
    when: "Oct 14, 6:15 pm",
    body: "Much better. Checking with the committee tonight.",
  },
];

function portalHeader(x: number, y: number, w: number): string {
  const parts = [
    rect(x, y, w, 64, { fill: L.card, rx: 14 }),
    rect(x, y + 50, w, 14, { fill: L.card }),
    line(x, y + 64, x + w, y + 64, L.line),
    rect(x + 24, y + 16, 32, 32, { fill: L.brand, rx: 8 }),
    circle(x + 40, y + 32, 8, { stroke: "#ffffff", strokeWidth: 3 }),
    text(x + 68, baseline(y + 32, 18), "Stitchworks", { size: 18, bold: true, fill: L.ink }),
  ];
  let navX = x + 230;
  ["Orders", "Proofs", "Invoices", "Reorder"].forEach((item) => {
    const active = item === "Proofs";
    parts.push(text(navX, baseline(y + 32), item, { bold: active, fill: active ? L.blue : L.body }));
    const itemW = textWidth(item, 15, active);
    if (active) parts.push(rect(navX, y + 60, itemW, 4, { fill: L.blue, rx: 2 }));
    navX += itemW + 32;
  });
  parts.push(text(x + w - 70, baseline(y + 32), "Sam Patel · Harbour FC", { fill: L.body, anchor: "end" }));
  parts.push(avatar(x + w - 40, y + 32, 17, "SP", "#1e3a8a"));
  return parts.join("");
}

function proofCard(x: number, y: number, w: number, h: number): string {
  return [
    rect(x, y, w, h, { fill: L.card, stroke: L.line, rx: 14 }),
    text(x + 20, y + 36, "Club crest 2025 · proof v3", { size: 18, bold: true, fill: L.ink, max: w - 40 }),
    proofSheet(x + 20, y + 56, w - 40, h - 76, PROOF),
  ].join("");
}

function jobCard(x: number, y: number, w: number, h: number): string {
  const parts = [
    rect(x, y, w, h, { fill: L.card, stroke: L.line, rx: 14 }),
    text(x + 24, y + 38, "Order #10502 · 48 polos", { size: 20, bold: true, fill: L.ink }),
    pill(x + w - 24, y + 31, "Your approval needed", L.pink, { align: "end" }),
  ];
  JOB.forEach(([label, value], i) => {
    const rowY = y + 76 + i * 28;
    parts.push(text(x + 24, rowY, label, { size: 14, fill: L.muted }));
    parts.push(text(x + 130, rowY, value, { fill: L.ink, max: w - 154 - 110 }));
  });
  // Thread colours, so the buyer checks them against the club's kit.
  const threads = BRAND[PROOF.customer].colours;
  const threadX = x + w - 110;
  parts.push(text(threadX, y + 76, "Threads", { size: 14, fill: L.muted }));
  threads.forEach((t, i) => {
    const rowY = y + 104 + i * 28;
    parts.push(swatch(threadX + 9, rowY - 5, 9, t.hex, L.ink));
    parts.push(text(threadX + 26, rowY, t.name.split(" ")[0], { size: 14, fill: L.body, max: 60 }));
  });
  const buttonW = (w - 60) / 2;
  parts.push(button(x + 24, y + h - 38, "Approve proof", { kind: "success", w: buttonW, h: 44 }));
  parts.push(
    button(x + w - 24, y + h - 38, "Request changes", { kind: "outline", w: buttonW, h: 44, align: "end" }),
  );
  return parts.join("");
}

function comments(x: number, y: number, w: number, h: number): string {
  const parts = [
    rect(x, y, w, h, { fill: L.card, stroke: L.line, rx: 14 }),
    text(x + 24, y + 34, "Comments", { size: 18, bold: true, fill: L.ink }),
  ];
  COMMENTS.forEach((c, i) => {
    const top = y + 52 + i * 62;
    parts.push(avatar(x + 42, top + 18, 17, c.initials, c.colour));
    parts.push(text(x + 70, top + 12, c.who, { bold: true, fill: L.ink }));
    parts.push(text(x + w - 24, top + 12, c.when, { size: 14, fill: L.muted, anchor: "end" }));
    parts.push(text(x + 70, top + 36, c.body, { fill: L.body, max: w - 94 }));
  });
  parts.push(rect(x + 24, y + h - 62, w - 48, 42, { fill: L.page, stroke: L.line, rx: 10 }));
  parts.push(text(x + 40, baseline(y + h - 41), "Write a comment…", { fill: L.muted }));
  return parts.join("");
}

export function customerPortalSvg(): string {
  const { x, y, w, h } = CONTENT;
  const pad = 20;
  const bodyY = y + 64 + pad;
  const bodyH = CONTENT.bottom - pad - bodyY;
  const proofW = 420;
  const rightX = x + pad + proofW + pad;
  const rightW = x + w - pad - rightX;
  const jobH = 272;
  return appFrame({
    slug: "customer-portal",
    title: "Customer Portal",
    subtitle: "Previewing Harbour FC · portal.stitchworks.com",
    action: "Share portal link",
    body: [
      rect(x, y, w, h, { fill: L.page, rx: 14 }),
      portalHeader(x, y, w),
      proofCard(x + pad, bodyY, proofW, bodyH),
      jobCard(rightX, bodyY, rightW, jobH),
      comments(rightX, bodyY + jobH + 16, rightW, bodyH - jobH - 16),
    ].join(""),
  });
}
